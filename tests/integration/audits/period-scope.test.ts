import { and, eq } from "drizzle-orm";
import { marked, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { GET as listAuditsHandler, POST as createAuditHandler } from "@/app/api/v1/audits/route";
import { GET as getAuditHandler, PUT as updateAuditHandler } from "@/app/api/v1/audits/[id]/route";
import { GET as activityHandler } from "@/app/api/v1/audits/[id]/activity/route";
import { POST as reportHandler } from "@/app/api/v1/audits/[id]/report/route";
import { PUT as scopeHandler } from "@/app/api/v1/audits/[id]/scope/route";
import { GET as auditorAuditHandler } from "@/app/api/v1/auditor/audit/route";
import { GET as auditorControlsHandler } from "@/app/api/v1/auditor/controls/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { auditControls, audits } from "@/db/audits";
import { makeCtx, memberCaller } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { listAuditControls } from "@/lib/audits";
import { team } from "../../helpers/team";
import { activityCount, auditorFor, businessAccount, call, completeBody, createAudit, expectError } from "./helpers";
import { FIELDWORK_AUDIT_STATUSES } from "@/lib/vocabulary";

/** An audit's period or as-of date, and its scope (docs/api.md §8). SOC 2 has 61 controls, 18 of them "Privacy". */
const SOC2_CONTROLS = 61;
const PRIVACY = 18;

type Account = Awaited<ReturnType<typeof businessAccount>>;
const update = (a: Account, id: string, body: Record<string, unknown>) =>
  call(updateAuditHandler, { method: "PUT", path: `/api/v1/audits/${id}`, token: a.token, params: { id }, body });
const scope = (token: string, id: string, body: unknown) =>
  call(scopeHandler, { method: "PUT", path: `/api/v1/audits/${id}/scope`, token, params: { id }, body });
const create = (a: Account, body: Record<string, unknown>) =>
  call(createAuditHandler, { path: "/api/v1/audits", token: a.token, body: { framework_id: "soc2", type: "type_ii", title: "SOC 2 FY2026", ...body } });
const paths = (res: { body: any }) => (res.body.error.details as { path: string }[]).map((d) => d.path).sort();
const setStatus = (id: string, status: "evidence_review" | "in_progress") => getDb().update(audits).set({ status }).where(eq(audits.id, id));
const latest = async (a: Account, id: string, type: string) =>
  (await call(activityHandler, { path: `/api/v1/audits/${id}/activity?type=${type}`, token: a.token, params: { id } })).body.data as { details: any }[];

describe("an audit's period", () => {
  it("is optional, taken at creation, answered everywhere, and recorded in audit_created", async () => {
    const a = await businessAccount();
    const res = await create(a, { period_start: "2026-01-01", period_end: "2026-12-31" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ period_start: "2026-01-01", period_end: "2026-12-31", as_of: null });
    const id = res.body.data.id as string;
    const detail = await call(getAuditHandler, { path: `/api/v1/audits/${id}`, token: a.token, params: { id } });
    expect(detail.body.data).toMatchObject({ period_start: "2026-01-01", period_end: "2026-12-31", as_of: null });
    const list = await call(listAuditsHandler, { path: "/api/v1/audits", token: a.token });
    expect(list.body.data[0]).toMatchObject({ id, period_start: "2026-01-01" });
    expect((await latest(a, id, "audit_created"))[0].details).toMatchObject({ period_start: "2026-01-01", period_end: "2026-12-31" });

    const typeI = await create(a, { type: "type_i", as_of: "2026-06-30" });
    expect(typeI.status, typeI.text).toBe(201);
    expect(typeI.body.data).toMatchObject({ period_start: null, period_end: null, as_of: "2026-06-30" });

    // Without one, a Type II audit still moves through its statuses.
    const plain = await createAudit(a);
    for (const status of FIELDWORK_AUDIT_STATUSES) {
      const moved = await update(a, plain.id, { status });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.data).toMatchObject({ status, period_start: null, period_end: null, as_of: null });
    }
    const auditor = await auditorFor(a, plain.id);
    const seen = await call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token: auditor });
    expect(seen.body.data).toMatchObject({ period_start: null, as_of: null });
  });

  it("refuses the wrong kind of date for the audit type, a lone end, an end before the start, and impossible dates", async () => {
    const a = await businessAccount();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ as_of: "2026-06-30" }, ["as_of"]],
      [{ type: "type_i", period_start: "2026-01-01", period_end: "2026-12-31" }, ["period_end", "period_start"]],
      [{ period_start: "2026-01-01" }, ["period_end"]],
      [{ period_end: "2026-12-31" }, ["period_start"]],
      [{ period_start: "2026-07-01", period_end: "2026-06-30" }, ["period_end"]],
      [{ period_start: "2026-02-30", period_end: "2026-12-31" }, ["period_start"]],
      [{ period_start: "2026-01-01T00:00:00Z", period_end: "2026-12-31" }, ["period_start"]],
    ];
    for (const [body, fields] of cases) {
      const res = await create(a, body);
      expectError(res, 400, "validation_failed");
      expect(paths(res), JSON.stringify(body)).toEqual(fields);
    }
    const list = await call(listAuditsHandler, { path: "/api/v1/audits", token: a.token });
    expect(list.body.data).toEqual([]);
    // A single day is a period.
    expect((await create(a, { period_start: "2026-03-01", period_end: "2026-03-01" })).status).toBe(201);
  });

  it("changes before fieldwork, with the other end stored, and is listed in audit_updated", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a);
    const set = await update(a, audit.id, { period_start: "2026-01-01", period_end: "2026-06-30" });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({ period_start: "2026-01-01", period_end: "2026-06-30" });
    expect((await latest(a, audit.id, "audit_updated"))[0].details).toEqual({
      changes: { period_start: { from: null, to: "2026-01-01" }, period_end: { from: null, to: "2026-06-30" } },
    });

    // One end alone, against the stored other.
    const longer = await update(a, audit.id, { period_end: "2026-12-31" });
    expect(longer.body.data).toMatchObject({ period_start: "2026-01-01", period_end: "2026-12-31" });
    expect(paths(await update(a, audit.id, { period_end: "2025-12-31" }))).toEqual(["period_end"]);
    expect(paths(await update(a, audit.id, { period_start: null }))).toEqual(["period_end"]);
    expect(paths(await update(a, audit.id, { as_of: "2026-06-30" }))).toEqual(["as_of"]);

    // The same values again change nothing and write nothing.
    const before = await activityCount(audit.id);
    const same = await update(a, audit.id, { period_start: "2026-01-01", period_end: "2026-12-31" });
    expect(same.status).toBe(200);
    expect(await activityCount(audit.id)).toBe(before);

    // A status move and a period change in one request: judged in the status before the move.
    await setStatus(audit.id, "in_progress");
    const moved = await update(a, audit.id, { status: "evidence_review", period_end: "2026-11-30" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({ status: "evidence_review", period_end: "2026-11-30" });
    expect((await latest(a, audit.id, "status_changed"))[0].details).toMatchObject({
      from: "in_progress",
      to: "evidence_review",
      changes: { period_end: { from: "2026-12-31", to: "2026-11-30" } },
    });

    // Fieldwork has started: no more changes; the same values still answer 200.
    expectError(await update(a, audit.id, { period_end: "2026-12-31" }), 409, "conflict");
    expect((await update(a, audit.id, { period_end: "2026-11-30", title: "Renamed" })).status).toBe(200);
    const cleared = await update(a, audit.id, { period_start: null, period_end: null });
    expectError(cleared, 409, "conflict");
    expect(cleared.body.error.message).toContain("draft or in_progress");
  });

  it("clears both ends together, and gives a Type I audit its as-of date", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a, { period_start: "2026-01-01", period_end: "2026-12-31" });
    const cleared = await update(a, audit.id, { period_start: null, period_end: null });
    expect(cleared.body.data).toMatchObject({ period_start: null, period_end: null });

    const typeI = await createAudit(a, { type: "type_i" });
    const asOf = await update(a, typeI.id, { as_of: "2026-09-30" });
    expect(asOf.status, asOf.text).toBe(200);
    expect(asOf.body.data).toMatchObject({ as_of: "2026-09-30", period_start: null });
    expect(paths(await update(a, typeI.id, { period_start: "2026-01-01", period_end: "2026-02-01" }))).toEqual(["period_end", "period_start"]);
    await getDb().update(audits).set({ status: "complete" }).where(eq(audits.id, typeI.id));
    expectError(await update(a, typeI.id, { as_of: "2026-10-31" }), 409, "audit_complete");
  });
});

describe("an audit's scope", () => {
  it("takes a category out with a reason, keeps one of its controls in, and answers the summary", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a, { period_start: "2026-01-01", period_end: "2026-12-31" });
    const before = await activityCount(audit.id);
    const res = await scope(a.token, audit.id, {
      categories: [{ category: "Privacy", in_scope: false, reason: "Privacy criteria are not part of this engagement." }],
      controls: [
        { control_id: "P1.1", in_scope: true },
        { control_id: "CC9.2", in_scope: false, reason: "No vendors process customer data." },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ audit_id: audit.id, total_controls: SOC2_CONTROLS, in_scope: SOC2_CONTROLS - PRIVACY, out_of_scope: PRIVACY });
    const excluded = res.body.data.excluded as { control_id: string; reason: string; category: string }[];
    expect(excluded[0]).toMatchObject({ control_id: "CC9.2", reason: "No vendors process customer data." });
    expect(excluded.slice(1).every((c) => c.category === "Privacy" && c.reason === "Privacy criteria are not part of this engagement.")).toBe(true);
    expect(excluded.map((c) => c.control_id)).not.toContain("P1.1");

    expect(await activityCount(audit.id)).toBe(before + 1);
    const [entry] = await latest(a, audit.id, "scope_changed");
    expect(entry.details.changes).toHaveLength(PRIVACY);
    expect(entry.details.changes[0]).toEqual({
      control_id: "CC9.2",
      from: { in_scope: true, reason: null },
      to: { in_scope: false, reason: "No vendors process customer data." },
    });
    expect(entry.details).toMatchObject({ categories: [{ category: "Privacy", in_scope: false }], in_scope: SOC2_CONTROLS - PRIVACY, out_of_scope: PRIVACY });

    // The same request again changes nothing: no entry.
    const again = await scope(a.token, audit.id, { controls: [{ control_id: "CC9.2", in_scope: false, reason: "No vendors process customer data." }] });
    expect(again.status).toBe(200);
    expect(await activityCount(audit.id)).toBe(before + 1);

    // A new reason is a change; bringing a control back clears its reason.
    await scope(a.token, audit.id, { controls: [{ control_id: "CC9.2", in_scope: false, reason: "Vendors are out of scope." }] });
    const back = await scope(a.token, audit.id, { controls: [{ control_id: "CC9.2", in_scope: true }] });
    expect(back.body.data).toMatchObject({ in_scope: SOC2_CONTROLS - PRIVACY + 1, out_of_scope: PRIVACY - 1 });
    const [row] = await getDb()
      .select()
      .from(auditControls)
      .where(and(eq(auditControls.auditId, audit.id), eq(auditControls.controlId, "CC9.2")));
    expect(row).toMatchObject({ inScope: true, scopeReason: null });
    expect(await activityCount(audit.id)).toBe(before + 3);

    // Progress counts the controls in scope.
    const detail = await call(getAuditHandler, { path: `/api/v1/audits/${audit.id}`, token: a.token, params: { id: audit.id } });
    expect(detail.body.data.progress).toMatchObject({ total_controls: SOC2_CONTROLS - PRIVACY + 1, pending: SOC2_CONTROLS - PRIVACY + 1 });

    // The console's control view carries the scope.
    const controls = await listAuditControls(makeCtx(memberCaller(a.userId, a.accountId)), audit.id, {}, { limit: 200 });
    expect(controls.items.find((c) => c.control_id === "P2.1")).toMatchObject({
      in_scope: false,
      scope_reason: "Privacy criteria are not part of this engagement.",
    });
    expect(controls.items.find((c) => c.control_id === "P1.1")).toMatchObject({ in_scope: true, scope_reason: null });
  });

  it("names what it cannot apply, all at once, and changes nothing", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a);
    const res = await scope(a.token, audit.id, {
      controls: [
        { control_id: "CC6.1", in_scope: false },
        { control_id: "ZZ9.9", in_scope: false, reason: "x" },
        { control_id: "CC6.2", in_scope: true, reason: "why" },
      ],
      categories: [{ category: "Astrology", in_scope: false, reason: "x" }],
    });
    expectError(res, 400, "validation_failed");
    expect(paths(res)).toEqual(["controls.0.reason", "controls.2.reason"]);

    const unknown = await scope(a.token, audit.id, {
      controls: [
        { control_id: "ZZ9.9", in_scope: false, reason: "x" },
        { control_id: "CC6.1", in_scope: false, reason: "a" },
        { control_id: "CC6.1", in_scope: false, reason: "b" },
      ],
      categories: [{ category: "Astrology", in_scope: false, reason: "x" }],
    });
    expectError(unknown, 400, "validation_failed");
    expect(paths(unknown)).toEqual(["categories.0.category", "controls.0.control_id", "controls.2.control_id"]);
    expect(JSON.stringify(unknown.body.error.details)).toContain("ZZ9.9");
    expect(JSON.stringify(unknown.body.error.details)).toContain("Astrology");

    expectError(await scope(a.token, audit.id, {}), 400, "validation_failed");
    expectError(await scope(a.token, audit.id, { controls: [] }), 400, "validation_failed");
    expectError(await scope(a.token, audit.id, { controls: [{ control_id: "CC6.1", in_scope: false, reason: "x", note: "typo" }] }), 400, "validation_failed");
    const excluded = await getDb()
      .select()
      .from(auditControls)
      .where(and(eq(auditControls.auditId, audit.id), eq(auditControls.inScope, false)));
    expect(excluded).toEqual([]);
  });

  it("is settled before fieldwork, is for members of this account, and is final once complete", async () => {
    const { owner, viewer } = await team();
    const audit = await createAudit(owner);
    const body = { controls: [{ control_id: "CC9.2", in_scope: false, reason: "No vendors." }] };
    expectError(await scope(viewer.token, audit.id, body), 403, "forbidden");
    const other = await businessAccount();
    expectError(await scope(other.token, audit.id, body), 404, "not_found");
    await setStatus(audit.id, "in_progress");
    expect((await scope(owner.token, audit.id, body)).status).toBe(200);
    await setStatus(audit.id, "evidence_review");
    const late = await scope(owner.token, audit.id, { controls: [{ control_id: "CC9.1", in_scope: false, reason: "No." }] });
    expectError(late, 409, "conflict");
    expect(late.body.error.message).toContain("draft or in_progress");
    await getDb().update(audits).set({ status: "complete" }).where(eq(audits.id, audit.id));
    expectError(await scope(owner.token, audit.id, body), 409, "audit_complete");
  });

  it("keeps the auditor off excluded controls, lets completion skip them, and lists them in the report with the period", async () => {
    const a = await businessAccount();
    // A period that has ended: a Type II audit is completed only after it (docs/api.md §8).
    const audit = await createAudit(a, { period_start: "2025-01-01", period_end: "2025-12-31" });
    await scope(a.token, audit.id, {
      categories: [{ category: "Privacy", in_scope: false, reason: "Privacy | not <b>in</b> scope" }],
      controls: [{ control_id: "CC9.2", in_scope: false, reason: "No vendors process customer data." }],
    });
    const auditor = await auditorFor(a, audit.id);

    const controls = await call(auditorControlsHandler, { path: "/api/v1/auditor/controls?limit=200", token: auditor });
    const cc92 = controls.body.data.find((c: { control_id: string }) => c.control_id === "CC9.2");
    expect(cc92).toMatchObject({ in_scope: false, scope_reason: "No vendors process customer data." });
    expect(controls.body.data.find((c: { control_id: string }) => c.control_id === "CC9.1")).toMatchObject({ in_scope: true, scope_reason: null });

    const refused = await call(statusHandler, {
      method: "PUT",
      path: "/api/v1/auditor/controls/CC9.2/status",
      token: auditor,
      params: { id: "CC9.2" },
      body: { status: "passed" },
    });
    expectError(refused, 409, "conflict");
    expect(refused.body.error.message).toContain("out of the audit's scope");
    const reviewed = await call(statusHandler, {
      method: "PUT",
      path: "/api/v1/auditor/controls/CC6.1/status",
      token: auditor,
      params: { id: "CC6.1" },
      body: { status: "passed" },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body.data).toMatchObject({ in_scope: true, scope_reason: null });

    const progress = (await call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token: auditor })).body.data.progress;
    expect(progress).toEqual({
      total_controls: SOC2_CONTROLS - PRIVACY - 1,
      reviewed: 1,
      passed: 1,
      failed: 0,
      needs_evidence: 0,
      not_tested: 0,
      pending: SOC2_CONTROLS - PRIVACY - 2,
    });

    // The report: the period, the excluded controls with their reasons, status counts over the controls in scope.
    const report = await call(reportHandler, { method: "POST", path: `/api/v1/audits/${audit.id}/report`, token: a.token, params: { id: audit.id } });
    expect(report.status, report.text).toBe(200);
    const md: string = report.body.data.report;
    const tokens = marked.lexer(md);
    const h2 = tokens.filter((t): t is Tokens.Heading => t.type === "heading" && t.depth === 2).map((t) => t.text);
    expect(h2).toEqual([
      "Summary",
      "Period and scope",
      "Control status",
      "Findings",
      "Evidence requests",
      "Samples",
      "Evidence index",
      "Policies and documents",
    ]);
    expect(md).toContain("Observation period: 1 Jan 2025 to 31 Dec 2025 (inclusive).");
    expect(md).toContain(`${SOC2_CONTROLS - PRIVACY - 1} of ${SOC2_CONTROLS} controls in scope, ${PRIVACY + 1} excluded.`);
    const excludedTable = tokens.find((t): t is Tokens.Table => t.type === "table" && t.header[0].text === "Excluded control")!;
    expect(excludedTable.rows).toHaveLength(PRIVACY + 1);
    expect(excludedTable.rows[0].map((c) => c.text)).toEqual(["CC9.2", expect.any(String), "No vendors process customer data."]);
    expect(marked.parse(md) as string).not.toContain("<b>");
    expect(md).toContain(`${SOC2_CONTROLS - PRIVACY - 1} controls, 1 reviewed`);

    // Completion names only the pending controls in scope; naming an excluded one is refused.
    // (P1.1 … P8.1 are the Privacy criteria; PI1.x, Processing Integrity, stay in scope.)
    const inScopePending = (await completeBody(audit.id)).not_tested.filter((c) => c.control_id !== "CC9.2" && !/^P\d/.test(c.control_id));
    expect(inScopePending).toHaveLength(SOC2_CONTROLS - PRIVACY - 2);
    const wrong = await call(completeHandler, {
      path: "/api/v1/auditor/complete",
      token: auditor,
      body: { not_tested: [...inScopePending, { control_id: "CC9.2", reason: "x" }] },
    });
    expectError(wrong, 400, "validation_failed");
    expect(wrong.body.error.details).toEqual([
      expect.objectContaining({ path: `not_tested.${inScopePending.length}.control_id`, message: expect.stringContaining("out of the audit's scope") }),
    ]);
    const done = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, body: { not_tested: inScopePending } });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: "complete", progress: { pending: 0, total_controls: SOC2_CONTROLS - PRIVACY - 1 } });
    const [p21] = await getDb()
      .select()
      .from(auditControls)
      .where(and(eq(auditControls.auditId, audit.id), eq(auditControls.controlId, "P2.1")));
    expect(p21).toMatchObject({ status: "pending", inScope: false });
  });

  it("says the as-of date of a Type I audit in the report", async () => {
    const a = await businessAccount();
    const audit = await createAudit(a, { type: "type_i", as_of: "2026-06-30" });
    const report = await call(reportHandler, { method: "POST", path: `/api/v1/audits/${audit.id}/report`, token: a.token, params: { id: audit.id } });
    const md: string = report.body.data.report;
    expect(md).toContain("## Period and scope");
    expect(md).toContain("As of 30 Jun 2026.");
    expect(md).toContain(`${SOC2_CONTROLS} of ${SOC2_CONTROLS} controls in scope, 0 excluded.`);
  });
});
