/**
 * What evidences a control (docs/api.md "What evidences a control"): one rule for readiness, the auditor's evidence view,
 * the report, the package and the OSCAL results. The auditor reads the approved document versions behind the audit's
 * controls in scope, a completed audit cites the exact versions, and evidence that reaches a control only through an
 * overlapping or derived mapping is never listed as its own.
 */
import { describe, expect, it } from "vitest";
import { POST as approveHandler } from "@/app/api/v1/documents/[id]/approve/route";
import { POST as editHandler } from "@/app/api/v1/documents/[id]/versions/route";
import { POST as generateHandler } from "@/app/api/v1/documents/generate/route";
import { GET as versionDownloadHandler } from "@/app/api/v1/document-versions/[id]/download/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { POST as addControlHandler } from "@/app/api/v1/custom-frameworks/[id]/controls/route";
import { POST as publishHandler } from "@/app/api/v1/custom-frameworks/[id]/publish/route";
import { POST as createFrameworkHandler } from "@/app/api/v1/custom-frameworks/route";
import { GET as controlsHandler } from "@/app/api/v1/auditor/controls/route";
import { GET as controlDocumentsHandler } from "@/app/api/v1/auditor/controls/[id]/documents/route";
import { GET as controlEvidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { GET as auditorReportHandler } from "@/app/api/v1/auditor/report/route";
import { GET as packageHandler } from "@/app/api/v1/audits/[id]/package/route";
import { GET as oscalHandler } from "@/app/api/v1/audits/[id]/export/oscal-assessment-results.json/route";
import { PUT as scopeHandler } from "@/app/api/v1/audits/[id]/scope/route";
import { GET as statementHandler } from "@/app/api/v1/statement-of-applicability/route";
import { sha256Hex } from "@/lib/credentials/secrets";
import { getTemplate } from "@/lib/documents/internal/templates";
import { createAccount, createApiKeyFor, type TestAccount } from "../../helpers/accounts";
import { callBytes } from "../../helpers/http";
import { unzip } from "../../helpers/unzip";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";
import { auditorFor, call, completeBody, createAudit } from "./helpers";

interface ControlDocument {
  document_id: string;
  version_id: string;
  version: number;
  title: string;
  sha256: string;
  size: number;
  approved_at: string | null;
  cited: boolean;
  controls: string[];
  download_url: string;
}

async function account(): Promise<TestAccount & { key: string }> {
  const a = await createAccount({ tier: "scale", name: "Carla Customer" });
  return { ...a, key: await createApiKeyFor(a) };
}

async function generate(a: { key: string }, templateId = "acceptable-use-policy") {
  const template = getTemplate(templateId)!;
  const variables = Object.fromEntries(template.fields.map((f) => [f.name, f.example]));
  const res = await call(generateHandler, { path: "/api/v1/documents/generate", apiKey: a.key, body: { templateId, variables } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; title: string; content: string };
}

async function approve(a: TestAccount, id: string) {
  const res = await call(approveHandler, { path: `/api/v1/documents/${id}/approve`, token: a.token, params: { id } });
  expect(res.status, res.text).toBe(200);
}

async function edit(a: { key: string }, id: string, content: string) {
  const res = await call(editHandler, { path: `/api/v1/documents/${id}/versions`, apiKey: a.key, params: { id }, body: { content } });
  expect(res.status, res.text).toBe(201);
}

async function evidence(a: TestAccount, title: string, controls: { framework: string; controlId: string }[]) {
  const res = await call(createEvidenceHandler, { path: "/api/v1/evidence", token: a.token, body: { title, url: `https://example.com/${title}`, controls } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

async function controlRow(auditor: string, controlId: string) {
  const res = await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=200", token: auditor });
  expect(res.status, res.text).toBe(200);
  return res.body.data.find((c: { control_id: string }) => c.control_id === controlId) as { evidence_count: number; document_count: number };
}

async function documentsOf(auditor: string, controlId: string): Promise<ControlDocument[]> {
  const res = await call(controlDocumentsHandler, { path: `/api/v1/auditor/controls/${controlId}/documents`, token: auditor, params: { id: controlId } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function evidenceOf(auditor: string, controlId: string): Promise<{ id: string; title: string }[]> {
  const res = await call(controlEvidenceHandler, {
    path: `/api/v1/auditor/controls/${encodeURIComponent(controlId)}/evidence?include_out_of_period=true`,
    token: auditor,
    params: { id: controlId },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const downloadVersion = (credential: { token?: string; apiKey?: string }, versionId: string, format = "markdown") =>
  callBytes(versionDownloadHandler, { path: `/api/v1/document-versions/${versionId}/download?format=${format}`, ...credential, params: { id: versionId } });

describe("the auditor reads the policies that back the audit's controls", () => {
  it("lists CC1.1's approved Acceptable Use Policy version, downloads it, and nothing else", async () => {
    const a = await account();
    const audit = await createAudit(a);
    const auditor = await auditorFor(a, audit.id);
    const policy = await generate(a);

    // Generated but not approved: not evidence yet.
    expect(await controlRow(auditor, "CC1.1")).toMatchObject({ evidence_count: 0, document_count: 0 });
    expect(await documentsOf(auditor, "CC1.1")).toEqual([]);

    await approve(a, policy.id);
    expect(await controlRow(auditor, "CC1.1")).toMatchObject({ document_count: 1 });
    const [doc] = await documentsOf(auditor, "CC1.1");
    expect(doc).toMatchObject({
      document_id: policy.id,
      version: 1,
      title: policy.title,
      sha256: sha256Hex(policy.content),
      size: Buffer.byteLength(policy.content),
      approved_at: expect.any(String),
      cited: false,
      controls: ["CC1.1"],
    });
    expect(doc.download_url).toBe(`http://localhost:3000/api/v1/document-versions/${doc.version_id}/download`);
    // CC6.1 asks for no acceptable use policy: the policy is not its evidence.
    expect(await documentsOf(auditor, "CC6.1")).toEqual([]);

    const md = await downloadVersion({ token: auditor }, doc.version_id);
    expect(md.status).toBe(200);
    expect(md.headers.get("content-type")).toContain("text/markdown");
    expect(md.bytes.toString("utf8")).toBe(policy.content);
    expect(md.headers.get("x-content-sha256")).toBe(doc.sha256);
    expect(sha256Hex(md.bytes)).toBe(doc.sha256);
    const pdf = await downloadVersion({ token: auditor }, doc.version_id, "pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers.get("x-content-sha256")).toBe(doc.sha256);
    // The account's own users read it too.
    expect((await downloadVersion({ token: a.token }, doc.version_id)).status).toBe(200);

    // A draft made after the approval is not evidence: the auditor keeps reading version 1 and cannot read the draft.
    await edit(a, policy.id, `${policy.content}\nA new paragraph.\n`);
    const [still] = await documentsOf(auditor, "CC1.1");
    expect(still.version_id).toBe(doc.version_id);
  });

  it("answers 404 for another tenant's version, for a document no control in scope asks for, and for an excluded control's", async () => {
    const a = await account();
    const audit = await createAudit(a);
    const auditor = await auditorFor(a, audit.id);
    const policy = await generate(a);
    await approve(a, policy.id);
    const [doc] = await documentsOf(auditor, "CC1.1");

    // Another tenant: its users and its auditor see nothing of it, not even that it exists.
    const b = await account();
    const bAudit = await createAudit(b);
    const bAuditor = await auditorFor(b, bAudit.id);
    expect((await downloadVersion({ token: bAuditor }, doc.version_id)).status).toBe(404);
    expect((await downloadVersion({ token: b.token }, doc.version_id)).status).toBe(404);
    // The other tenant's own approved policy is not this auditor's either.
    const bPolicy = await generate(b);
    await approve(b, bPolicy.id);
    const [bDoc] = await documentsOf(bAuditor, "CC1.1");
    expect((await downloadVersion({ token: auditor }, bDoc.version_id)).status).toBe(404);
    expect((await downloadVersion({ token: bAuditor }, bDoc.version_id)).status).toBe(200);

    // A cookie policy backs no SOC 2 control: approved or not, the auditor cannot read it.
    const cookies = await generate(a, "cookie-policy");
    await approve(a, cookies.id);
    const versions = (await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=200", token: auditor })).body.data as { document_count: number }[];
    expect(versions.reduce((n, c) => n + c.document_count, 0)).toBe(1);

    // Out of scope: CC1.1 no longer lists the policy, and the auditor can no longer read it.
    const scoped = await call(scopeHandler, {
      method: "PUT",
      path: `/api/v1/audits/${audit.id}/scope`,
      token: a.token,
      params: { id: audit.id },
      body: { controls: [{ control_id: "CC1.1", in_scope: false, reason: "Covered by the group's audit." }] },
    });
    expect(scoped.status, scoped.text).toBe(200);
    expect(await controlRow(auditor, "CC1.1")).toMatchObject({ document_count: 0 });
    expect(await documentsOf(auditor, "CC1.1")).toEqual([]);
    expect((await downloadVersion({ token: auditor }, doc.version_id)).status).toBe(404);
  });
});

describe("one rule for readiness and the auditor's view", () => {
  it("lists the same evidence and the same document version for CC1.1", async () => {
    const a = await account();
    const policy = await generate(a);
    await approve(a, policy.id);
    const briefing = await evidence(a, "security-briefing", [{ framework: "soc2", controlId: "CC1.1" }]);
    await evidence(a, "mfa-screenshot", [{ framework: "soc2", controlId: "CC6.1" }]);

    const schedule = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(noPractices) });
    const run = await runNow(a, schedule.id);
    expect(run.status, run.text).toBe(200);
    const cc11 = run.body.data.controls.find((c: { controlId: string }) => c.controlId === "CC1.1");
    expect(cc11.status).toBe("passed");
    type Source = { type: string; id: string; version?: { id: string } };
    const sources = (cc11.sources as Source[]).filter((s) => s.type === "evidence" || s.type === "document");

    const audit = await createAudit(a);
    const auditor = await auditorFor(a, audit.id);
    const items = await evidenceOf(auditor, "CC1.1");
    const documents = await documentsOf(auditor, "CC1.1");
    expect(items.map((e) => e.id)).toEqual([briefing.id]);
    expect(new Set(sources.filter((s) => s.type === "evidence").map((s) => s.id))).toEqual(new Set(items.map((e) => e.id)));
    expect(sources.filter((s) => s.type === "document").map((s) => [s.id, s.version?.id])).toEqual(documents.map((d) => [d.document_id, d.version_id]));
    expect(await controlRow(auditor, "CC1.1")).toEqual(expect.objectContaining({ evidence_count: 1, document_count: 1 }));
  });
});

describe("a completed audit cites the exact document versions", () => {
  it("keeps citing version 1 in the portal, report, package and OSCAL results after version 2 is approved", async () => {
    const a = await account();
    const audit = await createAudit(a);
    const auditor = await auditorFor(a, audit.id);
    const policy = await generate(a);
    await approve(a, policy.id);
    const [v1] = await documentsOf(auditor, "CC1.1");

    const done = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, body: await completeBody(audit.id) });
    expect(done.status, done.text).toBe(200);
    await edit(a, policy.id, `${policy.content}\nRevised after the audit.\n`);
    await approve(a, policy.id);

    const [cited] = await documentsOf(auditor, "CC1.1");
    expect(cited).toMatchObject({ version_id: v1.version_id, version: 1, sha256: v1.sha256, approved_at: v1.approved_at, cited: true });
    expect((await downloadVersion({ token: auditor }, v1.version_id)).status).toBe(200);

    const report = await callBytes(auditorReportHandler, { path: "/api/v1/auditor/report?format=markdown", token: auditor });
    expect(report.status).toBe(200);
    const text = report.bytes.toString("utf8");
    expect(text).toContain("## Policies and documents");
    expect(text).toContain(v1.version_id);
    expect(text).toContain(v1.sha256);
    expect(text).toContain("The approved versions the audit cited when it completed");

    const zip = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: a.token, params: { id: audit.id } });
    expect(zip.status).toBe(200);
    const files = await unzip(zip.bytes);
    const documentFiles = [...files.keys()].filter((p) => p.startsWith("documents/"));
    expect(documentFiles).toEqual([expect.stringMatching(new RegExp(`^documents/${v1.version_id}/.+-v1\\.md$`))]);
    expect(files.get(documentFiles[0])!.toString("utf8")).toBe(policy.content);
    const manifest = JSON.parse(files.get("manifest.json")!.toString());
    expect(manifest.files.find((f: { kind: string }) => f.kind === "document")).toMatchObject({
      path: documentFiles[0],
      sha256: v1.sha256,
      document_version_id: v1.version_id,
      version: 1,
      approved_at: v1.approved_at,
      cited: true,
      controls: ["CC1.1"],
    });
    expect(files.get("SHA256SUMS")!.toString()).toContain(`${v1.sha256}  ${documentFiles[0]}`);

    const oscal = await callBytes(oscalHandler, {
      path: `/api/v1/audits/${audit.id}/export/oscal-assessment-results.json`,
      token: auditor,
      params: { id: audit.id },
    });
    expect(oscal.status).toBe(200);
    const observations = JSON.parse(oscal.bytes.toString())["assessment-results"].results[0].observations as {
      props: { name: string; value: string }[];
      "relevant-evidence": { href: string }[];
    }[];
    const cites = observations.filter((o) => o.props.some((p) => p.name === "document-version-id"));
    expect(cites).toHaveLength(1);
    expect(cites[0].props).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "document-version-id", value: v1.version_id }),
        expect.objectContaining({ name: "document-version", value: "1" }),
      ]),
    );
    expect(cites[0]["relevant-evidence"][0].href).toContain(v1.version_id);
  });
});

describe("evidence reached only through a partly supporting mapping is not a control's own", () => {
  it("is left out of the Statement of Applicability's evidence for A.5.1, and named in the reason", async () => {
    const a = await account();
    // NIST CSF GV.PO-01 only overlaps A.5.1 (the official crosswalk): its evidence supports A.5.1 in part.
    const overlap = await evidence(a, "policy-register", [{ framework: "nist-csf-2", controlId: "GV.PO-01" }]);
    const first = await call(statementHandler, { path: "/api/v1/statement-of-applicability", token: a.token });
    expect(first.status, first.text).toBe(200);
    const a51 = first.body.data.controls.find((c: { controlId: string }) => c.controlId === "A.5.1");
    expect(a51.readiness).toBe("partial");
    expect(a51.reason).toContain('evidence "policy-register" on NIST Cybersecurity Framework 2.0 GV.PO-01 (intersects with; official crosswalk)');
    expect(a51.evidence).toEqual([]);

    const own = await evidence(a, "infosec-policy-minutes", [{ framework: "iso27001", controlId: "A.5.1" }]);
    const second = await call(statementHandler, { path: "/api/v1/statement-of-applicability", token: a.token });
    const listed = second.body.data.controls.find((c: { controlId: string }) => c.controlId === "A.5.1").evidence as { id: string }[];
    expect(listed.map((e) => e.id)).toEqual([own.id]);
    expect(listed.map((e) => e.id)).not.toContain(overlap.id);
  });

  it("shows a custom control's auditor the evidence of a control mapped to it, but not what a derived chain reaches", async () => {
    const a = await account();
    const fw = await call(createFrameworkHandler, { path: "/api/v1/custom-frameworks", token: a.token, body: { name: "Acme policies" } });
    expect(fw.status, fw.text).toBe(201);
    const id = fw.body.data.id as string;
    const control = await call(addControlHandler, {
      path: `/api/v1/custom-frameworks/${id}/controls`,
      token: a.token,
      params: { id },
      // A person's mapping without a stated relationship supports the control fully; the crosswalks then reach NIST CSF
      // GV.PO-01 from A.5.1: a derived chain, which supports it only in part.
      body: { control_id_label: "POL-1", title: "Security policies are approved", standard_mappings: [{ framework: "iso27001", controlId: "A.5.1" }] },
    });
    expect(control.status, control.text).toBe(201);
    const published = await call(publishHandler, { path: `/api/v1/custom-frameworks/${id}/publish`, method: "POST", token: a.token, params: { id } });
    expect(published.status, published.text).toBe(200);
    const mapped = await evidence(a, "iso-policy-set", [{ framework: "iso27001", controlId: "A.5.1" }]);
    const derived = await evidence(a, "csf-policy-register", [{ framework: "nist-csf-2", controlId: "GV.PO-01" }]);
    const own = await evidence(a, "pol-1-minutes", [{ framework: id, controlId: "POL-1" }]);

    const audit = await createAudit(a, { framework_id: id, title: "Acme policies FY2026" });
    const auditor = await auditorFor(a, audit.id);
    const seen = (await evidenceOf(auditor, "POL-1")).map((e) => e.id);
    expect(new Set(seen)).toEqual(new Set([mapped.id, own.id]));
    expect(seen).not.toContain(derived.id);
    expect(await controlRow(auditor, "POL-1")).toMatchObject({ evidence_count: 2 });
  });
});
