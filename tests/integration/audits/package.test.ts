import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as packageHandler } from "@/app/api/v1/audits/[id]/package/route";
import { POST as uploadHandler } from "@/app/api/v1/evidence/upload/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as replaceFileHandler } from "@/app/api/v1/evidence/[id]/file/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditPopulationRows, auditPopulations, auditSampleItems, auditSamples } from "@/db/audit-populations";
import { audits } from "@/db/audits";
import { evidenceFiles } from "@/db/evidence";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { drawSample, SAMPLING_ALGORITHM } from "@/lib/sampling";
import { callBytes } from "../../helpers/http";
import { unzip } from "../../helpers/unzip";
import { auditorFor, businessAccount, call, completeBody, createAudit } from "./helpers";

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function upload(token: string, name: string, body: string) {
  const form = new FormData();
  form.append("file", new Blob([body], { type: "application/pdf" }), name);
  const res = await call(uploadHandler, { path: "/api/v1/evidence/upload", token, body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; url: string };
}

/** An audit with library evidence, an answered request, a population and a drawn, partly tested sample. */
async function auditWithEverything() {
  const account = await businessAccount();
  const audit = await createAudit(account);
  await getDb().update(audits).set({ periodStart: "2026-01-01", periodEnd: "2026-06-30" }).where(eq(audits.id, audit.id));
  const auditor = await auditorFor(account, audit.id);

  const policy = await upload(account.token, "access-policy.pdf", "%PDF-1.7\n% the access policy\n");
  const created = await call(createEvidenceHandler, {
    path: "/api/v1/evidence",
    token: account.token,
    body: {
      title: "Access control policy",
      url: policy.url,
      controls: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "soc2", controlId: "CC6.2" },
      ],
    },
  });
  expect(created.status, created.text).toBe(201);

  const request = await call(requestHandler, {
    path: "/api/v1/auditor/evidence-requests",
    token: auditor,
    body: { control_id: "CC6.3", description: "Termination tickets" },
  });
  expect(request.status, request.text).toBe(201);
  const answer = await upload(account.token, "terminations.pdf", "%PDF-1.7\n% terminations\n");
  // Uploads refuse a name with a path now; a file stored before that may still hold one, and the package keeps it inside.
  await getDb().update(evidenceFiles).set({ filename: "../../etc/terminations.pdf" }).where(eq(evidenceFiles.id, answer.id));
  const responded = await call(respondHandler, {
    path: `/api/v1/audits/${audit.id}/evidence-requests/${request.body.data.id}/respond`,
    token: account.token,
    params: { id: audit.id, rid: request.body.data.id },
    body: { evidence_file_url: answer.url },
  });
  expect(responded.status, responded.text).toBe(200);

  const db = getDb();
  const [population] = await db
    .insert(auditPopulations)
    .values({
      auditId: audit.id,
      accountId: account.accountId,
      controlId: "CC6.2",
      name: "New hires H1 2026",
      kind: "new_hires",
      frequency: "daily",
      source: "api",
      rowCount: 30,
      sha256: "ab".repeat(32),
    })
    .returning();
  await db.insert(auditPopulationRows).values(
    Array.from({ length: 30 }, (_, i) => ({
      populationId: population.id,
      rowNumber: i + 1,
      itemKey: `EMP-${100 + i}`,
      occurredAt: new Date(Date.UTC(2026, 0, 1 + i * 5)),
    })),
  );
  const drawn = drawSample({ seed: "package-test", populationSize: 30, size: 20 });
  const [sample] = await db
    .insert(auditSamples)
    .values({
      auditId: audit.id,
      accountId: account.accountId,
      populationId: population.id,
      size: 20,
      recommendedSize: 20,
      seed: "package-test",
      algorithm: SAMPLING_ALGORITHM,
      populationRowCount: 30,
      populationSha256: population.sha256,
      drawnByName: "Ada Auditor",
    })
    .returning();
  await db.insert(auditSampleItems).values(
    drawn.map((rowNumber, i) => ({
      sampleId: sample.id,
      position: i + 1,
      rowNumber,
      result: i === 0 ? ("exception" as const) : ("pending" as const),
      notes: i === 0 ? "No signed NDA" : null,
    })),
  );
  return { account, audit, auditor, policy, answer, drawn };
}

function checkWithStandardTools(files: Map<string, Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-package-"));
  try {
    for (const [name, bytes] of files) {
      const target = path.join(dir, name);
      expect(target.startsWith(dir + path.sep), `entry ${name} stays inside the archive's folder`).toBe(true);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
    }
    // The check the package's README tells anyone to run.
    const out = execFileSync("sha256sum", ["-c", "SHA256SUMS"], { cwd: dir, encoding: "utf8" });
    expect(out).not.toMatch(/FAILED/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the audit package", () => {
  it("holds the report, the tables, every evidence file and a manifest that verifies every file", async () => {
    const { account, audit, policy, answer, drawn } = await auditWithEverything();
    const res = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: account.token, params: { id: audit.id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-package-soc-2-fy2026\.zip"$/);

    const files = await unzip(res.bytes);
    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8"));
    expect(manifest).toMatchObject({
      format: "compliance-platform-audit-package/1",
      audit: { id: audit.id, type: "type_ii", period_start: "2026-01-01", period_end: "2026-06-30" },
      missing_evidence: [],
    });
    // The person who made it, by name and e-mail as `submitted_by` names people; never `user:<uuid>`.
    expect(manifest.generated_by).toBe(`Carla Customer <${account.email}>`);
    // A machine file: its instants are ISO 8601.
    expect(manifest.generated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // Every file but the manifest and the checksum list is in the manifest, with its true hash and size.
    const listed = new Set(manifest.files.map((f: { path: string }) => f.path));
    expect([...files.keys()].filter((name) => !listed.has(name)).sort()).toEqual(["SHA256SUMS", "manifest.json"]);
    for (const entry of manifest.files as { path: string; sha256: string; size: number }[]) {
      const bytes = files.get(entry.path);
      expect(bytes, entry.path).toBeDefined();
      expect({ path: entry.path, sha256: sha256(bytes!), size: bytes!.length }).toEqual({ path: entry.path, sha256: entry.sha256, size: entry.size });
    }
    checkWithStandardTools(files);

    for (const name of [
      "README.txt",
      "report/audit-report.md",
      "report/audit-report.pdf",
      "control-matrix.csv",
      "findings.csv",
      "evidence-requests.csv",
      "evidence-index.csv",
      "populations.csv",
      "samples.csv",
      "activity-log.csv",
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(files.get("report/audit-report.pdf")!.subarray(0, 5).toString()).toBe("%PDF-");

    const evidence = (
      manifest.files as { kind: string; path: string; controls: string[]; submitted_by: string; submitted_at: string; evidence_id: string }[]
    ).filter((f) => f.kind === "evidence");
    expect(evidence).toHaveLength(2);
    const library = evidence.find((f) => f.path.endsWith("/access-policy.pdf"))!;
    expect(library.controls.sort()).toEqual(["CC6.1", "CC6.2"]);
    expect(library.submitted_by).toMatch(/<.+@.+>/);
    expect(Date.parse(library.submitted_at)).not.toBeNaN();
    // A file name carrying directories is reduced to its last part: nothing lands outside evidence/<id>/.
    expect(evidence.find((f) => f.controls.includes("CC6.3"))!.path).toMatch(/^evidence\/[0-9a-f-]{36}\/terminations\.pdf$/);
    expect(files.get(library.path)!.toString()).toBe("%PDF-1.7\n% the access policy\n");
    void policy;
    void answer;

    // The report in the package names the samples with their seeds, the exceptions and every evidence file's hash.
    const report = files.get("report/audit-report.md")!.toString("utf8");
    expect(report).toContain("## Period and scope");
    expect(report).toMatch(/## Samples[\s\S]*`package-test`[\s\S]*### Exceptions[\s\S]*No signed NDA/);
    expect(report).toContain("## Evidence index");
    expect(report).toContain(sha256(files.get(library.path)!));

    const samples = files.get("samples.csv")!.toString("utf8").trim().split("\n");
    expect(samples).toHaveLength(21);
    expect(samples[1]).toContain("package-test");
    expect(samples[1]).toContain(SAMPLING_ALGORITHM);
    expect(samples[1]).toContain(`EMP-${100 + drawn[0] - 1}`);
    expect(samples[1]).toContain("No signed NDA");

    // The CSVs are people's files: dates as the console writes them, codes in words (docs/api.md §8 "Dates in files").
    const csvs = ["populations.csv", "samples.csv", "activity-log.csv", "control-matrix.csv"].map((name) => files.get(name)!.toString("utf8")).join("\n");
    expect(csvs).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(samples[1]).toMatch(/,Exception,/);
    expect(samples[1]).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    const activity = files.get("activity-log.csv")!.toString("utf8").trim().split("\n");
    expect(activity[1]).toMatch(/^"\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC",Audit created,Customer,/);
  });

  it("is the same for the audit's auditor; another account's audit is 404", async () => {
    const { audit, auditor } = await auditWithEverything();
    const res = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: auditor, params: { id: audit.id } });
    expect(res.status).toBe(200);
    const files = await unzip(res.bytes);
    const manifest = JSON.parse(files.get("manifest.json")!.toString());
    expect(manifest.audit.id).toBe(audit.id);
    expect(manifest.generated_by).toMatch(/^.+ <.+@.+> \(auditor\)$/);
    checkWithStandardTools(files);

    const stranger = await businessAccount("Someone Else");
    const foreign = await call(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: stranger.token, params: { id: audit.id } });
    expect(foreign.status).toBe(404);
  });

  it("holds the submitted bytes of an answer whose file was replaced afterwards", async () => {
    const { account, audit, answer } = await auditWithEverything();
    const [request] = await getDb().select().from(auditEvidenceRequests).where(eq(auditEvidenceRequests.auditId, audit.id));
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.7\n% terminations, rewritten later\n"], { type: "application/pdf" }), "terminations.pdf");
    const replaced = await call(replaceFileHandler, {
      path: `/api/v1/evidence/${request.evidenceId}/file`,
      params: { id: request.evidenceId! },
      token: account.token,
      body: form,
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data.fileId).not.toBe(answer.id);

    const res = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: account.token, params: { id: audit.id } });
    expect(res.status).toBe(200);
    const files = await unzip(res.bytes);
    const manifest = JSON.parse(files.get("manifest.json")!.toString());
    const submitted = "%PDF-1.7\n% terminations\n";
    const entry = manifest.files.find((f: { evidence_id?: string }) => f.evidence_id === request.evidenceId);
    expect(entry).toMatchObject({ path: `evidence/${request.evidenceId}/terminations.pdf`, sha256: sha256(Buffer.from(submitted)), size: submitted.length });
    expect(files.get(entry.path)!.toString()).toBe(submitted);
    checkWithStandardTools(files);
  });

  it("once complete, holds the library files as they were at completion, and nothing added later", async () => {
    const { account, audit, auditor } = await auditWithEverything();
    const completed = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, body: await completeBody(audit.id) });
    expect(completed.status, completed.text).toBe(200);

    // After completion the library moves on: the policy gets a new file (as the next integration snapshot would) and new
    // evidence arrives on an audited control.
    const before = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: account.token, params: { id: audit.id } });
    const beforeManifest = JSON.parse((await unzip(before.bytes)).get("manifest.json")!.toString());
    const policyEntry = beforeManifest.files.find((f: { path: string }) => f.path.endsWith("/access-policy.pdf"));
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.7\n% the access policy, rewritten after the audit\n"], { type: "application/pdf" }), "access-policy-v2.pdf");
    const replaced = await call(replaceFileHandler, {
      path: `/api/v1/evidence/${policyEntry.evidence_id}/file`,
      params: { id: policyEntry.evidence_id },
      token: account.token,
      body: form,
    });
    expect(replaced.status, replaced.text).toBe(200);
    const later = await upload(account.token, "later-policy.pdf", "%PDF-1.7\n% added after completion\n");
    const added = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: account.token,
      body: { title: "Later policy", url: later.url, controls: [{ framework: "soc2", controlId: "CC6.1" }] },
    });
    expect(added.status, added.text).toBe(201);

    const res = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: account.token, params: { id: audit.id } });
    const files = await unzip(res.bytes);
    const manifest = JSON.parse(files.get("manifest.json")!.toString());
    const evidence = manifest.files.filter((f: { kind: string }) => f.kind === "evidence");
    expect(evidence.map((f: { path: string }) => f.path.split("/").pop()).sort()).toEqual(["access-policy.pdf", "terminations.pdf"]);
    expect(files.get(policyEntry.path)!.toString()).toBe("%PDF-1.7\n% the access policy\n");
    expect(files.get("report/audit-report.md")!.toString()).not.toContain("later-policy.pdf");
    checkWithStandardTools(files);
  });

  it("names evidence whose stored bytes are gone instead of leaving it out silently", async () => {
    const { account, audit, policy } = await auditWithEverything();
    const [file] = await getDb().select().from(evidenceFiles).where(eq(evidenceFiles.id, policy.id));
    fs.rmSync(path.join(config.uploadDir, file.storageKey));
    const res = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: account.token, params: { id: audit.id } });
    expect(res.status).toBe(200);
    const files = await unzip(res.bytes);
    const manifest = JSON.parse(files.get("manifest.json")!.toString());
    expect(manifest.missing_evidence).toEqual([expect.objectContaining({ filename: "access-policy.pdf", sha256: file.sha256 })]);
    expect([...files.keys()].some((name) => name.endsWith("access-policy.pdf"))).toBe(false);
    checkWithStandardTools(files);
  });
});
