import { eq } from "drizzle-orm";
import { marked, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { POST as uploadHandler } from "@/app/api/v1/evidence/upload/route";
import { GET as fileHandler } from "@/app/api/v1/evidence/files/[id]/route";
import { GET as evidenceListHandler, POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { GET as requestsHandler } from "@/app/api/v1/audits/[id]/evidence-requests/route";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { POST as reportHandler } from "@/app/api/v1/audits/[id]/report/route";
import { GET as activityHandler } from "@/app/api/v1/audits/[id]/activity/route";
import { PUT as updateAuditHandler } from "@/app/api/v1/audits/[id]/route";
import { GET as controlsHandler } from "@/app/api/v1/auditor/controls/route";
import { GET as controlEvidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { getDb } from "@/lib/db/client";
import { activityCount, auditEventCount, auditorFor, businessAccount, call, completeBody, createAudit, expectError } from "./helpers";

async function upload(token: string, name = "access-review.pdf", body = "%PDF-1.7\n% evidence\n") {
  const form = new FormData();
  form.append("file", new Blob([body], { type: "application/pdf" }), name);
  const res = await call(uploadHandler, { path: "/api/v1/evidence/upload", token, body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; url: string };
}

async function requestEvidence(token: string, control_id = "CC6.1", description = "Quarterly access review") {
  const res = await call(requestHandler, { path: "/api/v1/auditor/evidence-requests", token, body: { control_id, description, priority: "high" } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

const respond = (token: string, auditId: string, rid: string, url: string) =>
  call(respondHandler, {
    path: `/api/v1/audits/${auditId}/evidence-requests/${rid}/respond`,
    token,
    params: { id: auditId, rid },
    body: { evidence_file_url: url },
  });

describe("responding to evidence requests", () => {
  it("marks the request responded and adds the uploaded file as evidence of that control, visible to the auditor", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const request = await requestEvidence(auditor);
    const file = await upload(account.token);
    const before = await activityCount(audit.id);

    const res = await respond(account.token, audit.id, request.id, file.url);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id: request.id, status: "responded", evidence_file_url: file.url, control_id: "CC6.1" });
    expect(res.body.data.responded_at).toEqual(expect.any(String));
    expect(await activityCount(audit.id)).toBe(before + 1);

    const evidence = await call(controlEvidenceHandler, { path: "/api/v1/auditor/controls/CC6.1/evidence", token: auditor, params: { id: "CC6.1" } });
    expect(evidence.status).toBe(200);
    expect(evidence.body.data).toHaveLength(1);
    expect(evidence.body.data[0]).toMatchObject({ url: file.url, source: "audit_response", file_id: file.id });
    const controls = await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=200", token: auditor });
    const cc61 = controls.body.data.find((c: { control_id: string }) => c.control_id === "CC6.1");
    expect(cc61.evidence_count).toBe(1);

    // The customer's own evidence list holds the item too (the evidence domain stored it).
    const mine = await call(evidenceListHandler, { path: "/api/v1/evidence", token: account.token });
    expect(mine.body.data.some((e: { url: string }) => e.url === file.url)).toBe(true);

    // The auditor may download the file now that evidence of the audit refers to it.
    const download = await call(fileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: auditor, params: { id: file.id } });
    expect(download.status).toBe(200);
    expect(download.text).toContain("%PDF-1.7");

    const list = await call(requestsHandler, {
      path: `/api/v1/audits/${audit.id}/evidence-requests?status=responded`,
      token: account.token,
      params: { id: audit.id },
    });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([request.id]);
  });

  it("keeps unrelated uploads away from auditors", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const file = await upload(account.token, "secret.pdf");
    expectError(await call(fileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: auditor, params: { id: file.id } }), 404, "not_found");

    // An auditor of another audit of the same account does not reach a file of this audit either.
    const request = await requestEvidence(auditor);
    await respond(account.token, audit.id, request.id, file.url);
    const otherAudit = await createAudit(account, { framework_id: "gdpr" });
    const otherAuditor = await auditorFor(account, otherAudit.id);
    expectError(await call(fileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: otherAuditor, params: { id: file.id } }), 404, "not_found");
  });

  it("lets the auditor download a file the customer attached through POST /api/v1/evidence", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const file = await upload(account.token, "policy.pdf");
    const created = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: account.token,
      body: { title: "Access policy", url: file.url, controls: [{ framework: "soc2", controlId: "CC6.1" }] },
    });
    expect(created.status, created.text).toBe(201);
    const got = await call(fileHandler, { path: `/api/v1/evidence/files/${file.id}`, token: auditor, params: { id: file.id } });
    expect(got.status).toBe(200);
    expect(got.text).toContain("%PDF-1.7");

    const foreign = await upload((await businessAccount()).token, "theirs.pdf");
    const refused = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: account.token,
      body: { title: "Not mine", url: foreign.url, controls: [{ framework: "soc2", controlId: "CC6.1" }] },
    });
    expectError(refused, 400, "validation_failed");
  });

  it("accepts the upload's path without the origin and stores the canonical URL", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const request = await requestEvidence(auditor);
    const file = await upload(account.token);
    const res = await respond(account.token, audit.id, request.id, `/api/v1/evidence/files/${file.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.evidence_file_url).toBe(file.url);
    expect(file.url).toBe(`http://localhost:3000/api/v1/evidence/files/${file.id}`);
  });

  it("accepts an external http(s) link as the evidence", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const request = await requestEvidence(auditor, "CC7.2", "SIEM screenshot");
    const res = await respond(account.token, audit.id, request.id, "https://drive.example.com/siem.png");
    expect(res.status).toBe(200);
    const evidence = await call(controlEvidenceHandler, { path: "/api/v1/auditor/controls/CC7.2/evidence", token: auditor, params: { id: "CC7.2" } });
    expect(evidence.body.data[0]).toMatchObject({ url: "https://drive.example.com/siem.png", file_id: null });
  });

  it("refuses a second response, foreign files, bad URLs and unknown requests, changing nothing", async () => {
    const account = await businessAccount();
    const other = await businessAccount("Other");
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const request = await requestEvidence(auditor);
    const foreign = await upload(other.token, "theirs.pdf");
    const before = await activityCount(audit.id);
    const events = await auditEventCount(account.accountId);

    const foreignRes = await respond(account.token, audit.id, request.id, foreign.url);
    expectError(foreignRes, 400, "validation_failed");
    expect(foreignRes.body.error.details[0].path).toBe("evidence_file_url");
    expectError(await respond(account.token, audit.id, request.id, "javascript:alert(1)"), 400, "validation_failed");
    expectError(await respond(account.token, audit.id, request.id, "/etc/passwd"), 400, "validation_failed");
    expectError(await respond(account.token, audit.id, "00000000-0000-4000-8000-000000000000", "https://x.test/a"), 404, "not_found");
    expectError(await respond(other.token, audit.id, request.id, foreign.url), 404, "not_found");
    expect(await activityCount(audit.id)).toBe(before);
    expect(await auditEventCount(account.accountId)).toBe(events);
    const [row] = await getDb().select().from(auditEvidenceRequests).where(eq(auditEvidenceRequests.id, request.id));
    expect(row.status).toBe("open");

    const mine = await upload(account.token);
    expect((await respond(account.token, audit.id, request.id, mine.url)).status).toBe(200);
    const again = await respond(account.token, audit.id, request.id, mine.url);
    expectError(again, 409, "invalid_transition");
    expect(again.body.error.details).toEqual({ from: "responded", to: "responded", allowed: [] });
  });

  it("answers 409 audit_complete to a response on a completed audit", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const auditor = await auditorFor(account, audit.id);
    const request = await requestEvidence(auditor);
    await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, method: "POST", body: await completeBody(audit.id) });
    expectError(await respond(account.token, audit.id, request.id, "https://x.test/a"), 409, "audit_complete");
  });
});

describe("POST /api/v1/audits/:id/report", () => {
  it("answers the Markdown report with every section and logs report_generated, also after completion", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account, { title: "SOC 2 | FY26 <b>" });
    await call(updateAuditHandler, {
      method: "PUT",
      path: `/api/v1/audits/${audit.id}`,
      token: account.token,
      params: { id: audit.id },
      body: { status: "in_progress" },
    });
    const auditor = await auditorFor(account, audit.id);
    const review = (id: string, status: string) =>
      call(statusHandler, { method: "PUT", path: `/api/v1/auditor/controls/${id}/status`, token: auditor, params: { id }, body: { status } });
    await review("CC6.1", "passed");
    await review("CC6.2", "failed");
    await review("CC6.3", "needs_evidence");
    await call(findingHandler, {
      path: "/api/v1/auditor/findings",
      token: auditor,
      body: { control_id: "CC6.2", severity: "critical", title: "Orphan accounts", description: "Leavers keep access" },
    });
    await call(findingHandler, {
      path: "/api/v1/auditor/findings",
      token: auditor,
      body: { control_id: "CC6.1", severity: "minor", title: "Naming", description: "Inconsistent", remediation: "Adopt a standard" },
    });
    const request = await requestEvidence(auditor, "CC6.3", "Role change tickets");
    await requestEvidence(auditor, "CC6.1", "MFA policy");
    await respond(account.token, audit.id, request.id, "https://x.test/tickets.csv");

    const before = await activityCount(audit.id);
    const res = await call(reportHandler, { path: `/api/v1/audits/${audit.id}/report`, token: account.token, params: { id: audit.id }, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.data.format).toBe("markdown");
    const md: string = res.body.data.report;
    const tokens = marked.lexer(md);
    const h = (depth: number) => tokens.filter((t): t is Tokens.Heading => t.type === "heading" && t.depth === depth).map((t) => t.text);
    expect(h(1)[0]).toMatch(/^Audit report: SOC 2 \\\| FY26 \\<b\\>$/);
    expect(h(2)).toEqual(["Summary", "Control status", "Findings", "Evidence requests", "Samples", "Evidence index", "Policies and documents"]);
    expect(h(3)).toEqual(["Critical (1)", "Major (0)", "Minor (1)", "Observation (0)"]);
    expect(md).toContain("| Auditor | Ada Auditor, Firm LLP");
    expect(md).toContain("| Status | In progress |");
    expect(md).toMatch(/\| Passed \| 1 \|/);
    expect(md).toMatch(/\| Failed \| 1 \|/);
    expect(md).toMatch(/\| Needs evidence \| 1 \|/);
    expect(md).toContain("2 requests: 1 responded, 1 open.");
    expect(md.indexOf("Orphan accounts")).toBeLessThan(md.indexOf("Naming"));
    expect(marked.parse(md) as string).not.toContain("<b>");
    expect(await activityCount(audit.id)).toBe(before + 1);
    const log = await call(activityHandler, {
      path: `/api/v1/audits/${audit.id}/activity?type=report_generated`,
      token: account.token,
      params: { id: audit.id },
    });
    expect(log.body.data[0]).toMatchObject({ type: "report_generated", actor: { type: "customer" }, details: { findings: 2, evidence_requests: 2 } });

    const done = await call(completeHandler, {
      path: "/api/v1/auditor/complete",
      token: auditor,
      method: "POST",
      body: await completeBody(audit.id, "No | sample =1"),
    });
    expect(done.status, done.text).toBe(200);
    const final = await call(reportHandler, { path: `/api/v1/audits/${audit.id}/report`, token: account.token, params: { id: audit.id }, method: "POST" });
    expect(final.status).toBe(200);
    expect(final.body.data.report).toContain("| Status | Complete |");
    expect(final.body.data.report).toMatch(/\| Not tested \| \d+ \|/);
    expect(final.body.data.report).toContain("| Not tested | — | Not tested: No \\| sample =1 |");
  });
});
