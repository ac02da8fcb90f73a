/**
 * Completing an audit tells the truth (issue 25): a Type II audit is completed only once its observation period has
 * ended (409 `invalid_transition` naming the date, for the auditor's completion and the customer's move alike);
 * completion states everything still open (pending controls, sample items, evidence requests, findings), before
 * (`GET /auditor/complete`), in its answer and in its activity entry; and "not tested" is its own count, never among
 * the reviewed, in the progress of both scopes, the report (Markdown and PDF), the package and the OSCAL results.
 */
import { inflateSync } from "node:zlib";
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as auditorAuditHandler } from "@/app/api/v1/auditor/audit/route";
import { GET as checkHandler, POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { GET as customerAuditHandler, PUT as customerUpdateHandler } from "@/app/api/v1/audits/[id]/route";
import { GET as arHandler } from "@/app/api/v1/audits/[id]/export/oscal-assessment-results.json/route";
import { GET as packageHandler } from "@/app/api/v1/audits/[id]/package/route";
import { GET as downloadReportHandler, POST as reportHandler } from "@/app/api/v1/audits/[id]/report/route";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditControls, audits } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import { formatDate } from "@/lib/format/date-time";
import { callBytes } from "../../helpers/http";
import { insertPopulation } from "../../helpers/populations";
import { unzip } from "../../helpers/unzip";
import { drawSample, recordResult } from "../samples/helpers";
import { activityCount, auditorFor, businessAccount, call, createAudit, expectError } from "./helpers";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
type Doc = Record<string, any>;

const check = (token: string) => call(checkHandler, { path: "/api/v1/auditor/complete", token });
const complete = (token: string, body?: unknown) => call(completeHandler, { path: "/api/v1/auditor/complete", token, method: "POST", body });
const review = (token: string, controlId: string, status: string) =>
  call(statusHandler, {
    method: "PUT",
    path: `/api/v1/auditor/controls/${encodeURIComponent(controlId)}/status`,
    token,
    params: { id: controlId },
    body: { status },
  });
const customerDetail = (token: string, id: string) => call(customerAuditHandler, { path: `/api/v1/audits/${id}`, token, params: { id } });
const statusOf = async (id: string) => (await getDb().select({ status: audits.status }).from(audits).where(eq(audits.id, id)))[0].status;

/** The text drawn on each page of a PDF: pdfkit writes standard-font text as hex strings inside TJ arrays. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const words: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      words.push([...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join(""));
  }
  return words.join(" ");
}

describe("completing a Type II audit before its observation period has ended", () => {
  it("answers 409 invalid_transition naming the date, changes nothing, and completes once the period has ended", async () => {
    const account = await businessAccount();
    const now = Date.now();
    // The period includes today: it ends at the end of this UTC day, so completion opens tomorrow.
    const start = isoDay(now - 150 * DAY);
    const end = isoDay(now);
    const from = isoDay(now + DAY);
    const audit = await createAudit(account, { period_start: start, period_end: end });
    const token = await auditorFor(account, audit.id);
    expect((await review(token, "CC1.1", "passed")).status).toBe(200);

    // The check says so before the auditor tries, naming the period's end and the first day completion is allowed.
    const before = await check(token);
    expect(before.status, before.text).toBe(200);
    expect(before.body.data).toMatchObject({ can_complete: false, period_end: end, completable_from: from });
    expect(before.body.data.reason).toContain(formatDate(end));
    expect(before.body.data.reason).toContain(formatDate(from));

    const activity = await activityCount(audit.id);
    for (const body of [undefined, { not_tested: [{ control_id: "CC1.2", reason: "Sampled next quarter." }] }]) {
      const refused = await complete(token, body);
      expectError(refused, 409, "invalid_transition");
      expect(refused.body.error.message).toContain(`until ${formatDate(end)}`);
      expect(refused.body.error.message).toContain(`from ${formatDate(from)}`);
      expect(refused.body.error.details).toMatchObject({ from: "in_progress", to: "complete", allowed: [], period_end: end, completable_from: from });
    }
    expect(await statusOf(audit.id)).toBe("in_progress");
    expect(await activityCount(audit.id)).toBe(activity);
    const untouched = await getDb()
      .select()
      .from(auditControls)
      .where(and(eq(auditControls.auditId, audit.id), ne(auditControls.status, "pending")));
    expect(untouched.map((c) => c.controlId)).toEqual(["CC1.1"]);

    // The customer's last step to `complete` follows the same rule.
    await getDb().update(audits).set({ status: "findings" }).where(eq(audits.id, audit.id));
    const moved = await call(customerUpdateHandler, {
      method: "PUT",
      path: `/api/v1/audits/${audit.id}`,
      token: account.token,
      params: { id: audit.id },
      body: { status: "complete" },
    });
    expectError(moved, 409, "invalid_transition");
    expect(moved.body.error.message).toContain(formatDate(end));
    expect(moved.body.error.details).toMatchObject({ from: "findings", to: "complete", period_end: end, completable_from: from });
    expect(await statusOf(audit.id)).toBe("findings");

    // A period that ended yesterday no longer holds completion back.
    await getDb()
      .update(audits)
      .set({ status: "in_progress", periodEnd: isoDay(now - DAY) })
      .where(eq(audits.id, audit.id));
    expect((await check(token)).body.data).toMatchObject({ can_complete: true, reason: null, period_end: isoDay(now - DAY), completable_from: end });
    const done = await complete(token);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: "complete", period_end: isoDay(now - DAY) });
    expect((await check(token)).body.data).toMatchObject({ can_complete: false, reason: "The audit is already complete." });
  });

  it("lets the customer shorten the period during fieldwork, after which the audit completes", async () => {
    const account = await businessAccount();
    const now = Date.now();
    const audit = await createAudit(account, { period_start: isoDay(now - 200 * DAY), period_end: isoDay(now + 30 * DAY) });
    const token = await auditorFor(account, audit.id);
    expectError(await complete(token), 409, "invalid_transition");
    const shortened = await call(customerUpdateHandler, {
      method: "PUT",
      path: `/api/v1/audits/${audit.id}`,
      token: account.token,
      params: { id: audit.id },
      body: { period_end: isoDay(now - 20 * DAY) },
    });
    expect(shortened.status, shortened.text).toBe(200);
    const done = await complete(token);
    expect(done.status, done.text).toBe(200);
  });

  it("keeps the interface's behaviour for an audit with no period: a body-less completion works", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const token = await auditorFor(account, audit.id);
    expect((await check(token)).body.data).toMatchObject({ can_complete: true, reason: null, period_end: null, completable_from: null });
    const done = await complete(token);
    expect(done.status, done.text).toBe(200);
    const [untested] = await getDb()
      .select()
      .from(auditControls)
      .where(and(eq(auditControls.auditId, audit.id), eq(auditControls.controlId, "CC1.1")));
    expect(untested).toMatchObject({ status: "not_tested", notTestedReason: "not reviewed before the audit was completed" });
  });

  it("does not hold back a Type I audit", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account, { type: "type_i", as_of: isoDay(Date.now()) });
    const token = await auditorFor(account, audit.id);
    expect((await check(token)).body.data).toMatchObject({ can_complete: true, period_end: null, completable_from: null });
    expect((await complete(token)).status).toBe(200);
  });
});

describe("completion states everything still open", () => {
  it("counts pending controls, sample items, evidence requests and findings before, in the answer and in the activity entry", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const token = await auditorFor(account, audit.id);
    const population = await insertPopulation({ auditId: audit.id, accountId: account.accountId, rows: 40, controlId: "CC6.2" });
    const drawn = await drawSample(token, population.id, { seed: "open-work" });
    expect(drawn.status, drawn.text).toBe(201);
    const items = drawn.body.data.items.length as number;
    expect((await recordResult(token, drawn.body.data.id, 1, { result: "passed" })).status).toBe(200);
    const asked = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token,
      body: { control_id: "CC8.1", description: "Change tickets for the last three releases." },
    });
    expect(asked.status, asked.text).toBe(201);
    const finding = await call(findingHandler, {
      path: "/api/v1/auditor/findings",
      token,
      body: { control_id: "CC6.1", severity: "major", title: "MFA gaps", description: "Two admins without MFA." },
    });
    expect(finding.status, finding.text).toBe(201);
    for (const id of ["CC1.1", "CC1.2"]) expect((await review(token, id, "passed")).status).toBe(200);
    // One request accepted is no longer open: settle one of the sample's requests directly.
    const requests = await getDb().select().from(auditEvidenceRequests).where(eq(auditEvidenceRequests.auditId, audit.id));
    await getDb().update(auditEvidenceRequests).set({ status: "accepted" }).where(eq(auditEvidenceRequests.id, requests[0].id));

    const total = (await call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token })).body.data.progress.total_controls as number;
    const open = {
      pending_controls: total - 2,
      pending_sample_items: items - 1,
      open_evidence_requests: requests.length - 1,
      open_findings: 1,
    };
    expect(requests.length).toBeGreaterThan(1);
    const before = await check(token);
    expect(before.body.data).toEqual({ can_complete: true, reason: null, period_end: null, completable_from: null, open });

    const done = await complete(token);
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.open_at_completion).toEqual(open);
    expect(done.body.data.progress).toEqual({
      total_controls: total,
      reviewed: 2,
      passed: 2,
      failed: 0,
      needs_evidence: 0,
      not_tested: total - 2,
      pending: 0,
    });
    const detail = await customerDetail(account.token, audit.id);
    expect(detail.body.data.recent_activity[0]).toMatchObject({
      type: "audit_completed",
      details: { open_at_completion: open, progress: done.body.data.progress },
    });
  });
});

describe("not tested is its own count, never among the reviewed", () => {
  it("in the progress of both scopes, the report (Markdown and PDF), the package and the OSCAL results", async () => {
    const account = await businessAccount();
    // A period that has ended: FY2025.
    const audit = await createAudit(account, { period_start: "2025-01-01", period_end: "2025-12-31" });
    const token = await auditorFor(account, audit.id);
    expect((await review(token, "CC1.1", "passed")).status).toBe(200);
    const done = await complete(token);
    expect(done.status, done.text).toBe(200);
    const total = done.body.data.progress.total_controls as number;
    const notTested = total - 1;
    const progress = { total_controls: total, reviewed: 1, passed: 1, failed: 0, needs_evidence: 0, not_tested: notTested, pending: 0 };
    expect(done.body.data.progress).toEqual(progress);
    expect(done.body.data.open_at_completion).toMatchObject({ pending_controls: notTested });

    expect((await customerDetail(account.token, audit.id)).body.data.progress).toEqual(progress);
    expect((await call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token })).body.data.progress).toEqual(progress);

    const share = (n: number) => `${Math.round((n / total) * 1000) / 10}%`;
    const line = `${total} controls, 1 reviewed (${share(1)}), ${notTested} not tested (${share(notTested)}), 0 pending.`;
    const md = (await call(reportHandler, { method: "POST", path: `/api/v1/audits/${audit.id}/report`, token: account.token, params: { id: audit.id } })).body
      .data.report as string;
    expect(md).toContain(line);
    expect(md).toContain(`| Not tested | ${notTested} |`);

    const pdf = await callBytes(downloadReportHandler, {
      path: `/api/v1/audits/${audit.id}/report?format=pdf`,
      token: account.token,
      params: { id: audit.id },
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(`${notTested} not tested`);
    expect(text).not.toContain(`${total} reviewed`);

    const zip = await callBytes(packageHandler, { path: `/api/v1/audits/${audit.id}/package`, token: account.token, params: { id: audit.id } });
    expect(zip.status).toBe(200);
    const files = await unzip(zip.bytes);
    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8"));
    expect(manifest.audit.progress).toEqual(progress);
    expect(files.get("report/audit-report.md")!.toString("utf8")).toContain(line);

    const ar = (
      await call(arHandler, { path: `/api/v1/audits/${audit.id}/export/oscal-assessment-results.json`, token: account.token, params: { id: audit.id } })
    ).body as Doc;
    const result = ar["assessment-results"].results[0];
    const prop = (name: string) => result.props.find((p: Doc) => p.name === name)?.value;
    expect([prop("controls-in-scope"), prop("controls-reviewed"), prop("controls-not-tested"), prop("controls-pending")]).toEqual([
      String(total),
      "1",
      String(notTested),
      "0",
    ]);
    expect(result.remarks).toContain(`${notTested} not tested, 0 pending (1 of ${total} reviewed)`);
    expect(result.remarks).toContain("- CC1.2: Not tested (not reviewed before the audit was completed)");
  });
});
