import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as uploadHandler } from "@/app/api/v1/evidence/upload/route";
import { GET as fileHandler } from "@/app/api/v1/evidence/files/[id]/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { GET as auditHandler } from "@/app/api/v1/auditor/audit/route";
import { GET as controlsHandler } from "@/app/api/v1/auditor/controls/route";
import { GET as controlEvidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { GET as listRequestsHandler, POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { GET as listFindingsHandler } from "@/app/api/v1/auditor/findings/route";
import { auditEvidenceSubmissions } from "@/db/audit-evidence-requests";
import { evidenceItems } from "@/db/evidence";
import { getDb } from "@/lib/db/client";
import { setTier } from "../../helpers/accounts";
import { auditorFor, businessAccount, call, createAudit, expectError } from "./helpers";

async function upload(token: string, name: string) {
  const form = new FormData();
  form.append("file", new Blob([`%PDF-1.7\n% ${name}\n`], { type: "application/pdf" }), name);
  const res = await call(uploadHandler, { path: "/api/v1/evidence/upload", token, body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; url: string };
}

async function requestEvidence(auditor: string, control_id = "CC6.1") {
  const res = await call(requestHandler, {
    path: "/api/v1/auditor/evidence-requests",
    token: auditor,
    body: { control_id, description: "Quarterly access review" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

async function respond(token: string, auditId: string, rid: string, url: string) {
  const res = await call(respondHandler, {
    path: `/api/v1/audits/${auditId}/evidence-requests/${rid}/respond`,
    token,
    params: { id: auditId, rid },
    body: { evidence_file_url: url },
  });
  expect(res.status, res.text).toBe(200);
}

const download = (auditor: string, fileId: string) => call(fileHandler, { path: `/api/v1/evidence/files/${fileId}`, token: auditor, params: { id: fileId } });
const evidenceOf = async (auditor: string, controlId = "CC6.1") => {
  const res = await call(controlEvidenceHandler, { path: `/api/v1/auditor/controls/${controlId}/evidence`, token: auditor, params: { id: controlId } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { url: string; source: string; file_id: string | null }[];
};
const countOf = async (auditor: string, controlId = "CC6.1") => {
  const res = await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=200", token: auditor });
  expect(res.status, res.text).toBe(200);
  return res.body.data.find((c: { control_id: string }) => c.control_id === controlId).evidence_count as number;
};

/** One account with two SOC 2 audits (the same framework, so the same control labels), each with its auditor. */
async function twoAudits() {
  const account = await businessAccount();
  const auditA = await createAudit(account, { title: "SOC 2 Type I", type: "type_i" });
  const auditB = await createAudit(account, { title: "SOC 2 Type II" });
  const auditorA = await auditorFor(account, auditA.id);
  const auditorB = await auditorFor(account, auditB.id);
  return { account, auditA, auditB, auditorA, auditorB };
}

describe("which evidence an audit's auditor sees", () => {
  it("shows an answer to audit A's request to A's auditor only, on the same control; library evidence to both", async () => {
    const { account, auditA, auditorA, auditorB } = await twoAudits();
    const answer = await upload(account.token, "answer-for-a.pdf");
    await respond(account.token, auditA.id, (await requestEvidence(auditorA)).id, answer.url);

    expect((await evidenceOf(auditorA)).map((e) => e.file_id)).toEqual([answer.id]);
    expect(await countOf(auditorA)).toBe(1);
    expect((await download(auditorA, answer.id)).status).toBe(200);

    expect(await evidenceOf(auditorB)).toEqual([]);
    expect(await countOf(auditorB)).toBe(0);
    expectError(await download(auditorB, answer.id), 404, "not_found");
    // The count the auditor's own review answers follows the same rule.
    const reviewed = await call(statusHandler, {
      method: "PUT",
      path: "/api/v1/auditor/controls/CC6.1/status",
      token: auditorB,
      params: { id: "CC6.1" },
      body: { status: "needs_evidence" },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body.data.evidence_count).toBe(0);

    // Library evidence on the framework's control is every audit's.
    const policy = await upload(account.token, "access-policy.pdf");
    const created = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: account.token,
      body: { title: "Access policy", url: policy.url, controls: [{ framework: "soc2", controlId: "CC6.1" }] },
    });
    expect(created.status, created.text).toBe(201);
    expect((await evidenceOf(auditorA)).map((e) => e.file_id).sort()).toEqual([answer.id, policy.id].sort());
    expect(await countOf(auditorA)).toBe(2);
    expect((await evidenceOf(auditorB)).map((e) => e.file_id)).toEqual([policy.id]);
    expect(await countOf(auditorB)).toBe(1);
    expect((await download(auditorB, policy.id)).status).toBe(200);
    expectError(await download(auditorB, answer.id), 404, "not_found");
  });

  it("keeps a file answering A hidden from B until the customer answers B with it or files it in the library", async () => {
    const { account, auditA, auditB, auditorA, auditorB } = await twoAudits();
    const file = await upload(account.token, "shared.pdf");
    await respond(account.token, auditA.id, (await requestEvidence(auditorA, "CC7.2")).id, file.url);
    expectError(await download(auditorB, file.id), 404, "not_found");

    await respond(account.token, auditB.id, (await requestEvidence(auditorB, "CC7.2")).id, file.url);
    expect((await download(auditorB, file.id)).status).toBe(200);
    // Each auditor sees exactly its own audit's answer.
    expect(await evidenceOf(auditorA, "CC7.2")).toHaveLength(1);
    expect(await evidenceOf(auditorB, "CC7.2")).toHaveLength(1);
  });

  it("records the answered audit on the evidence row, and the backfill restores it from the request link", async () => {
    const { account, auditA, auditorA, auditorB } = await twoAudits();
    const file = await upload(account.token, "legacy.pdf");
    await respond(account.token, auditA.id, (await requestEvidence(auditorA)).id, file.url);
    const db = getDb();
    const [row] = await db.select().from(evidenceItems).where(eq(evidenceItems.fileId, file.id));
    expect(row).toMatchObject({ source: "audit_response", auditId: auditA.id });

    // A row from before the column existed: no audit recorded. No auditor sees an answer of unknown audit...
    await db.update(evidenceItems).set({ auditId: null }).where(eq(evidenceItems.id, row.id));
    // Nor had it a frozen submission: those came later, and the audit holding one sees its file anyway.
    await db.delete(auditEvidenceSubmissions).where(eq(auditEvidenceSubmissions.evidenceId, row.id));
    expect(await evidenceOf(auditorA)).toEqual([]);
    expectError(await download(auditorA, file.id), 404, "not_found");
    expectError(await download(auditorB, file.id), 404, "not_found");

    // ...until the backfill migration reads it from the request it answered.
    await db.execute(sql.raw(backfillMigrationSql()));
    const [after] = await db.select().from(evidenceItems).where(eq(evidenceItems.id, row.id));
    expect(after.auditId).toBe(auditA.id);
    expect((await download(auditorA, file.id)).status).toBe(200);
    expectError(await download(auditorB, file.id), 404, "not_found");
  });
});

describe("the audit tier, checked at request time for auditors", () => {
  it("refuses downloads and every auditor read once the account falls below business, and restores them after", async () => {
    const { account, auditA, auditorA } = await twoAudits();
    const file = await upload(account.token, "evidence.pdf");
    await respond(account.token, auditA.id, (await requestEvidence(auditorA)).id, file.url);
    expect((await download(auditorA, file.id)).status).toBe(200);

    await setTier(account.accountId, "starter");
    const refused = [
      await download(auditorA, file.id),
      // Before anything about the file is looked up: an unknown file answers the same.
      await download(auditorA, "00000000-0000-4000-8000-000000000000"),
      await call(auditHandler, { path: "/api/v1/auditor/audit", token: auditorA }),
      await call(controlsHandler, { path: "/api/v1/auditor/controls", token: auditorA }),
      await call(controlEvidenceHandler, { path: "/api/v1/auditor/controls/CC6.1/evidence", token: auditorA, params: { id: "CC6.1" } }),
      await call(listRequestsHandler, { path: "/api/v1/auditor/evidence-requests", token: auditorA }),
      await call(listFindingsHandler, { path: "/api/v1/auditor/findings", token: auditorA }),
    ];
    for (const res of refused) {
      expectError(res, 403, "plan_upgrade_required");
      expect(res.body.error.details).toEqual({ requiredTier: "business", currentTier: "starter" });
    }
    // The customer's own download does not depend on the audit tier.
    expect((await call(fileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: account.token, params: { id: file.id } })).status).toBe(200);

    await setTier(account.accountId, "scale");
    expect((await download(auditorA, file.id)).status).toBe(200);
  });
});

/** The custom migration that fills evidence_items.audit_id for rows made before it existed. */
function backfillMigrationSql(): string {
  const dir = path.resolve("drizzle");
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    if (/SET "audit_id" = r\."audit_id"/.test(text)) {
      // drizzle-kit separates statements with breakpoints; the backfill is one UPDATE.
      const statement = text.split("--> statement-breakpoint").find((s) => /SET "audit_id" = r\."audit_id"/.test(s));
      if (statement) return statement;
    }
  }
  throw new Error("no migration backfills evidence_items.audit_id");
}
