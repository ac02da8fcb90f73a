import { describe, expect, it } from "vitest";
import { GET as auditHandler } from "@/app/api/v1/auditor/audit/route";
import { GET as controlsHandler } from "@/app/api/v1/auditor/controls/route";
import { GET as evidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { GET as listRequestsHandler, POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { GET as listFindingsHandler, POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { PUT as updateFindingHandler } from "@/app/api/v1/auditor/findings/[id]/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { GET as customerAuditHandler, PUT as customerUpdateHandler } from "@/app/api/v1/audits/[id]/route";
import { GET as customerFindingsHandler } from "@/app/api/v1/audits/[id]/findings/route";
import { POST as reportHandler } from "@/app/api/v1/audits/[id]/report/route";
import { getBuiltinFramework } from "@/lib/frameworks/internal/catalog";
import { FINDING_STATUSES } from "@/lib/vocabulary";
import { setTier } from "../../helpers/accounts";
import { activityCount, auditorFor, businessAccount, call, completeBody, createAudit, expectError } from "./helpers";

const enc = encodeURIComponent;
const review = (token: string, controlId: string, body: unknown) =>
  call(statusHandler, { method: "PUT", path: `/api/v1/auditor/controls/${enc(controlId)}/status`, token, params: { id: controlId }, body });
const newFinding = (token: string, body: Record<string, unknown> = {}) =>
  call(findingHandler, {
    path: "/api/v1/auditor/findings",
    token,
    body: { control_id: "CC6.1", severity: "major", title: "MFA gaps", description: "Two admins without MFA", ...body },
  });
const updateFinding = (token: string, id: string, body: unknown) =>
  call(updateFindingHandler, { method: "PUT", path: `/api/v1/auditor/findings/${id}`, token, params: { id }, body });

async function setup(framework = "soc2") {
  const account = await businessAccount();
  const audit = await createAudit(account, { framework_id: framework });
  const token = await auditorFor(account, audit.id);
  return { account, audit, token };
}

describe("auditor scope", () => {
  it("GET /auditor/audit answers the assigned audit with progress", async () => {
    const { audit, token } = await setup();
    const res = await call(auditHandler, { path: "/api/v1/auditor/audit", token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    const total = getBuiltinFramework("soc2")!.controls.length;
    expect(res.body.data).toMatchObject({
      id: audit.id,
      framework_id: "soc2",
      status: "in_progress",
      progress: { total_controls: total, reviewed: 0, passed: 0, failed: 0, needs_evidence: 0, not_tested: 0, pending: total },
      auditor: { name: "Ada Auditor", firm: "Firm LLP" },
    });
    expect(res.body.data.recent_activity[0].type).toBe("auditor_joined");
  });

  it("answers 401 without a token and 403 to a customer token on every auditor route", async () => {
    const { account } = await setup();
    const routes = [
      call(auditHandler, { path: "/api/v1/auditor/audit", token: account.token }),
      call(controlsHandler, { path: "/api/v1/auditor/controls", token: account.token }),
      call(evidenceHandler, { path: "/api/v1/auditor/controls/CC6.1/evidence", token: account.token, params: { id: "CC6.1" } }),
      review(account.token, "CC6.1", { status: "passed" }),
      call(requestHandler, { path: "/api/v1/auditor/evidence-requests", token: account.token, body: { control_id: "CC6.1", description: "x" } }),
      call(listRequestsHandler, { path: "/api/v1/auditor/evidence-requests", token: account.token }),
      newFinding(account.token),
      call(listFindingsHandler, { path: "/api/v1/auditor/findings", token: account.token }),
      updateFinding(account.token, "00000000-0000-4000-8000-000000000000", { status: "resolved" }),
      call(completeHandler, { path: "/api/v1/auditor/complete", token: account.token, method: "POST" }),
    ];
    for (const res of await Promise.all(routes)) expectError(res, 403, "forbidden");
    expectError(await call(auditHandler, { path: "/api/v1/auditor/audit" }), 401, "unauthorized");
  });

  it("answers 403 plan_upgrade_required when the audit's account drops below business", async () => {
    const { account, token } = await setup();
    await setTier(account.accountId, "free");
    for (const res of [
      await call(auditHandler, { path: "/api/v1/auditor/audit", token }),
      await review(token, "CC6.1", { status: "passed" }),
      await call(completeHandler, { path: "/api/v1/auditor/complete", token, method: "POST" }),
    ]) {
      expectError(res, 403, "plan_upgrade_required");
      expect(res.body.error.details).toEqual({ requiredTier: "business", currentTier: "free" });
    }
  });

  it("lists controls in framework order with the docs/api.md §8 fields, paginated and filterable", async () => {
    const { token } = await setup("iso27001");
    const catalog = getBuiltinFramework("iso27001")!.controls;
    const p1 = await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=40", token });
    expect(p1.status).toBe(200);
    expect(p1.body.data).toHaveLength(40);
    expect(Object.keys(p1.body.data[0]).sort()).toEqual(
      [
        "auditor_notes",
        "category",
        "control_id",
        "description",
        "document_count",
        "evidence_count",
        "evidence_sufficient",
        "in_scope",
        "not_tested_reason",
        "reviewed_at",
        "scope_reason",
        "status",
        "title",
      ].sort(),
    );
    expect(p1.body.data[0]).toMatchObject({
      control_id: catalog[0].controlId,
      title: catalog[0].title,
      status: "pending",
      evidence_count: 0,
      evidence_sufficient: null,
    });
    const ids: string[] = p1.body.data.map((c: { control_id: string }) => c.control_id);
    let cursor = p1.body.pagination.nextCursor;
    while (cursor) {
      const next = await call(controlsHandler, { path: `/api/v1/auditor/controls?limit=40&cursor=${cursor}`, token });
      ids.push(...next.body.data.map((c: { control_id: string }) => c.control_id));
      cursor = next.body.pagination.nextCursor;
    }
    expect(ids).toEqual(catalog.map((c) => c.controlId));

    await review(token, "A.5.15", { status: "failed" });
    const failed = await call(controlsHandler, { path: "/api/v1/auditor/controls?status=failed", token });
    expect(failed.body.data.map((c: { control_id: string }) => c.control_id)).toEqual(["A.5.15"]);
  });

  it("reviews a control by its URL-encoded label, logging control_reviewed once per change", async () => {
    const { account, audit, token } = await setup("nist-800-53");
    const before = await activityCount(audit.id);
    const res = await review(token, "AC-2(1)", { status: "passed", auditor_notes: "  Automated via IdP  ", evidence_sufficient: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ control_id: "AC-2(1)", status: "passed", auditor_notes: "Automated via IdP", evidence_sufficient: true });
    expect(res.body.data.reviewed_at).toEqual(expect.any(String));
    expect(await activityCount(audit.id)).toBe(before + 1);

    const same = await review(token, "AC-2(1)", { status: "passed" });
    expect(same.body.data).toMatchObject({ auditor_notes: "Automated via IdP", evidence_sufficient: true });
    expect(await activityCount(audit.id)).toBe(before + 1);

    await review(token, "AC-2(1)", { status: "needs_evidence", auditor_notes: null, evidence_sufficient: false });
    const detail = await call(customerAuditHandler, { path: `/api/v1/audits/${audit.id}`, token: account.token, params: { id: audit.id } });
    expect(detail.body.data.recent_activity[0]).toMatchObject({
      type: "control_reviewed",
      control_id: "AC-2(1)",
      status: "needs_evidence",
      actor: { type: "auditor", name: "Ada Auditor" },
      details: { from: "passed", to: "needs_evidence", auditor_notes: null, evidence_sufficient: false },
    });

    expectError(await review(token, "AC-999", { status: "passed" }), 404, "not_found");
    expectError(await review(token, "AC-2(1)", { status: "done" }), 400, "validation_failed");
    expectError(await review(token, "AC-2(1)", { status: "passed", reviewer: "me" }), 400, "validation_failed");
    expectError(await call(evidenceHandler, { path: "/api/v1/auditor/controls/NOPE/evidence", token, params: { id: "NOPE" } }), 404, "not_found");
  });

  it("computes progress after mixed reviews", async () => {
    const { account, audit, token } = await setup("pci-dss-4");
    const total = getBuiltinFramework("pci-dss-4")!.controls.length;
    await review(token, "1", { status: "passed" });
    await review(token, "2", { status: "passed" });
    await review(token, "3", { status: "failed" });
    await review(token, "4", { status: "needs_evidence" });
    await review(token, "5", { status: "passed" });
    await review(token, "5", { status: "pending" });
    const expected = { total_controls: total, reviewed: 4, passed: 2, failed: 1, needs_evidence: 1, not_tested: 0, pending: total - 4 };
    const customer = await call(customerAuditHandler, { path: `/api/v1/audits/${audit.id}`, token: account.token, params: { id: audit.id } });
    expect(customer.body.data.progress).toEqual(expected);
    const auditor = await call(auditHandler, { path: "/api/v1/auditor/audit", token });
    expect(auditor.body.data.progress).toEqual(expected);
  });

  it("creates evidence requests with a default priority and refuses unknown controls", async () => {
    const { account, audit, token } = await setup();
    const res = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token,
      body: { control_id: "CC6.1", description: "Access review for Q3" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      control_id: "CC6.1",
      description: "Access review for Q3",
      priority: "medium",
      status: "open",
      evidence_file_url: null,
      created_at: expect.any(String),
      responded_at: null,
      assignee_user_id: null,
      due_at: null,
      reviewed_at: null,
      return_reason: null,
      submissions: [],
      comment_count: 0,
    });
    const high = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token,
      body: { control_id: "CC7.2", description: "SIEM alerts", priority: "high" },
    });
    expect(high.body.data.priority).toBe("high");
    const bad = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token,
      body: { control_id: "ZZ9", description: "x", priority: "urgent" },
    });
    expectError(bad, 400, "validation_failed");
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toContain("priority");
    const unknown = await call(requestHandler, { path: "/api/v1/auditor/evidence-requests", token, body: { control_id: "ZZ9", description: "x" } });
    expectError(unknown, 400, "validation_failed");
    expect(unknown.body.error.details[0].path).toBe("control_id");

    const list = await call(listRequestsHandler, { path: "/api/v1/auditor/evidence-requests", token });
    expect(list.body.data.map((r: { control_id: string }) => r.control_id)).toEqual(["CC7.2", "CC6.1"]);
    const detail = await call(customerAuditHandler, { path: `/api/v1/audits/${audit.id}`, token: account.token, params: { id: audit.id } });
    expect(detail.body.data.recent_activity[0]).toMatchObject({ type: "evidence_requested", control_id: "CC7.2", status: "open" });
  });

  it("creates, lists and updates findings; the customer sees them", async () => {
    const { account, audit, token } = await setup();
    const created = await newFinding(token, { remediation: "Enforce MFA" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ control_id: "CC6.1", severity: "major", title: "MFA gaps", remediation: "Enforce MFA", status: "open" });
    const minimal = await newFinding(token, { severity: "observation", title: "Naming" });
    expect(minimal.body.data.remediation).toBeNull();
    const bad = await newFinding(token, { severity: "high", title: "", control_id: "nope" });
    expectError(bad, 400, "validation_failed");

    const list = await call(listFindingsHandler, { path: "/api/v1/auditor/findings", token });
    expect(list.body.data.map((f: { title: string }) => f.title)).toEqual(["Naming", "MFA gaps"]);
    const filtered = await call(listFindingsHandler, { path: "/api/v1/auditor/findings?severity=major", token });
    expect(filtered.body.data).toHaveLength(1);

    const updated = await updateFinding(token, created.body.data.id, { status: "in_progress", severity: "critical" });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ status: "in_progress", severity: "critical" });
    const customer = await call(customerFindingsHandler, {
      path: `/api/v1/audits/${audit.id}/findings?severity=critical`,
      token: account.token,
      params: { id: audit.id },
    });
    expect(customer.body.data.map((f: { id: string }) => f.id)).toEqual([created.body.data.id]);

    expectError(await updateFinding(token, "00000000-0000-4000-8000-000000000000", { status: "resolved" }), 404, "not_found");
    expectError(await updateFinding(token, created.body.data.id, {}), 400, "validation_failed");
    expectError(await updateFinding(token, created.body.data.id, { control_id: "XX" }), 400, "validation_failed");
  });

  it("applies the finding status rule to every pair of statuses", async () => {
    const { audit, token } = await setup();
    for (const from of FINDING_STATUSES) {
      for (const to of FINDING_STATUSES) {
        const f = (await newFinding(token)).body.data;
        if (from !== "open") expect((await updateFinding(token, f.id, { status: from })).status).toBe(200);
        const before = await activityCount(audit.id);
        const res = await updateFinding(token, f.id, { status: to });
        const reopen = to === "open" && (from === "resolved" || from === "accepted");
        if (reopen) {
          expectError(res, 409, "invalid_transition");
          expect(res.body.error.details).toMatchObject({ from, to: "open" });
          expect(await activityCount(audit.id)).toBe(before);
          const withText = await updateFinding(token, f.id, { status: "open", remediation: "New plan: enforce MFA via IdP" });
          expect(withText.status).toBe(200);
          expect(withText.body.data.status).toBe("open");
          expect(await activityCount(audit.id)).toBe(before + 1);
        } else {
          expect(res.status, `${from}→${to}`).toBe(200);
          expect(res.body.data.status).toBe(to);
          expect(await activityCount(audit.id)).toBe(from === to ? before : before + 1);
        }
      }
    }
    const f = (await newFinding(token)).body.data;
    await updateFinding(token, f.id, { status: "resolved" });
    expectError(await updateFinding(token, f.id, { status: "open", description: f.description }), 409, "invalid_transition");
    expect((await updateFinding(token, f.id, { status: "open", description: "Still two admins without MFA" })).status).toBe(200);
  });

  it("reaches only its own audit", async () => {
    const owner = await businessAccount();
    const one = await createAudit(owner, { title: "One" });
    const two = await createAudit(owner, { title: "Two" });
    const tokenOne = await auditorFor(owner, one.id);
    const tokenTwo = await auditorFor(owner, two.id);
    const findingTwo = (await newFinding(tokenTwo)).body.data;
    expect((await call(auditHandler, { path: "/api/v1/auditor/audit", token: tokenOne })).body.data.id).toBe(one.id);
    expect((await call(listFindingsHandler, { path: "/api/v1/auditor/findings", token: tokenOne })).body.data).toEqual([]);
    expectError(await updateFinding(tokenOne, findingTwo.id, { status: "resolved" }), 404, "not_found");

    const other = await businessAccount("Other");
    const foreign = await createAudit(other);
    const foreignToken = await auditorFor(other, foreign.id);
    expectError(await call(customerAuditHandler, { path: `/api/v1/audits/${one.id}`, token: foreignToken, params: { id: one.id } }), 403, "forbidden");
    expect((await call(auditHandler, { path: "/api/v1/auditor/audit", token: foreignToken })).body.data.id).toBe(foreign.id);
  });

  it("completes from any status, then refuses every change of both scopes with 409 audit_complete", async () => {
    const { account, audit, token } = await setup();
    const finding = (await newFinding(token)).body.data;
    const res = await call(completeHandler, { path: "/api/v1/auditor/complete", token, method: "POST", body: await completeBody(audit.id) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id: audit.id, status: "complete", completed_at: expect.any(String) });
    const after = await activityCount(audit.id);

    for (const r of [
      await call(completeHandler, { path: "/api/v1/auditor/complete", token, method: "POST" }),
      await review(token, "CC6.1", { status: "passed" }),
      await call(requestHandler, { path: "/api/v1/auditor/evidence-requests", token, body: { control_id: "CC6.1", description: "x" } }),
      await newFinding(token),
      await updateFinding(token, finding.id, { status: "resolved" }),
      await call(customerUpdateHandler, {
        method: "PUT",
        path: `/api/v1/audits/${audit.id}`,
        token: account.token,
        params: { id: audit.id },
        body: { title: "x" },
      }),
    ]) {
      expectError(r, 409, "audit_complete");
    }
    expect(await activityCount(audit.id)).toBe(after);
    expect((await call(auditHandler, { path: "/api/v1/auditor/audit", token })).status).toBe(200);
    expect((await call(listFindingsHandler, { path: "/api/v1/auditor/findings", token })).status).toBe(200);
  });

  it("refuses every auditor write on a draft audit with 409 invalid_transition; reading stays allowed", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const token = await auditorFor(account, audit.id, undefined, { start: false });
    const before = await activityCount(audit.id);
    for (const r of [
      await review(token, "CC6.1", { status: "passed" }),
      await call(requestHandler, { path: "/api/v1/auditor/evidence-requests", token, body: { control_id: "CC6.1", description: "x" } }),
      await newFinding(token),
      await call(completeHandler, { path: "/api/v1/auditor/complete", token, method: "POST" }),
    ]) {
      expectError(r, 409, "invalid_transition");
      expect(r.body.error.details).toMatchObject({ from: "draft", to: "in_progress", allowed: ["in_progress"], reason: expect.any(String) });
    }
    expect(await activityCount(audit.id)).toBe(before);
    expect((await call(auditHandler, { path: "/api/v1/auditor/audit", token })).body.data.status).toBe("draft");
    expect((await call(controlsHandler, { path: "/api/v1/auditor/controls", token })).status).toBe(200);
    expect((await call(listFindingsHandler, { path: "/api/v1/auditor/findings", token })).status).toBe(200);

    // Once the customer starts it, the same review goes through.
    await call(customerUpdateHandler, {
      method: "PUT",
      path: `/api/v1/audits/${audit.id}`,
      token: account.token,
      params: { id: audit.id },
      body: { status: "in_progress" },
    });
    expect((await review(token, "CC6.1", { status: "passed" })).status).toBe(200);
  });

  it("refuses a body that names what is not so, all at once and writing nothing", async () => {
    const { audit, token } = await setup();
    const controls = (await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=200", token })).body.data as { control_id: string }[];
    const [first, , ...rest] = controls.map((c) => c.control_id);
    await review(token, rest[2], { status: "passed" });
    const closed = (await newFinding(token, { control_id: rest[1] })).body.data;
    await updateFinding(token, closed.id, { status: "resolved" });
    const complete = (body?: unknown) => call(completeHandler, { path: "/api/v1/auditor/complete", token, method: "POST", body });
    const before = await activityCount(audit.id);

    const partial = await complete({
      not_tested: [
        { control_id: first, reason: "Not in scope" },
        { control_id: rest[2], reason: "x" },
        { control_id: first, reason: "again" },
      ],
      open_findings: [closed.id],
    });
    expectError(partial, 400, "validation_failed");
    expect(partial.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      "not_tested.1.control_id",
      "not_tested.2.control_id",
      "open_findings.0",
    ]);
    expectError(await complete({ not_tested: [{ control_id: first, reason: "  " }] }), 400, "validation_failed");
    expect(await activityCount(audit.id)).toBe(before);
  });

  it("completes with no body, as the interface documents: every pending control is not tested, not reviewed before completion", async () => {
    const { account, audit, token } = await setup();
    const controls = (await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=200", token })).body.data as { control_id: string }[];
    const [first, second, ...rest] = controls.map((c) => c.control_id);
    for (const id of rest) await review(token, id, { status: "passed" });
    const open = (await newFinding(token, { control_id: rest[0] })).body.data;

    const res = await call(completeHandler, { path: "/api/v1/auditor/complete", token, method: "POST" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: "complete", progress: { not_tested: 2, pending: 0 } });
    const untested = (await call(controlsHandler, { path: "/api/v1/auditor/controls?status=not_tested", token })).body.data;
    expect(untested).toEqual([
      expect.objectContaining({ control_id: first, status: "not_tested", not_tested_reason: "not reviewed before the audit was completed" }),
      expect.objectContaining({ control_id: second, status: "not_tested", not_tested_reason: "not reviewed before the audit was completed" }),
    ]);
    const detail = await call(customerAuditHandler, { path: `/api/v1/audits/${audit.id}`, token: account.token, params: { id: audit.id } });
    expect(detail.body.data.recent_activity[0]).toMatchObject({
      type: "audit_completed",
      details: {
        not_tested: [
          { control_id: first, reason: "not reviewed before the audit was completed", given: false },
          { control_id: second, given: false },
        ],
        open_findings: [open.id],
        open_findings_acknowledged: [],
      },
    });
    // The finding stays open: it goes into the report unresolved, and the report says why the two were not tested.
    expect((await call(listFindingsHandler, { path: "/api/v1/auditor/findings", token })).body.data).toEqual([
      expect.objectContaining({ id: open.id, status: "open" }),
    ]);
    const report = await call(reportHandler, { path: `/api/v1/audits/${audit.id}/report`, token: account.token, params: { id: audit.id }, method: "POST" });
    expect(report.body.data.report).toContain("not reviewed before the audit was completed");
  });

  it("completes with the reasons the body gives, and the default for the controls it leaves out", async () => {
    const { account, audit, token } = await setup();
    const controls = (await call(controlsHandler, { path: "/api/v1/auditor/controls?limit=200", token })).body.data as { control_id: string }[];
    const [first, second, ...rest] = controls.map((c) => c.control_id);
    for (const id of rest) await review(token, id, { status: "passed" });
    const open = (await newFinding(token, { control_id: rest[0] })).body.data;
    const before = await activityCount(audit.id);

    const res = await call(completeHandler, {
      path: "/api/v1/auditor/complete",
      token,
      method: "POST",
      body: { not_tested: [{ control_id: first, reason: "No physical office during the period." }], open_findings: [open.id] },
    });
    expect(res.status, res.text).toBe(200);
    // The two not tested were never reviewed: `reviewed` counts the auditor's verdicts only.
    expect(res.body.data).toMatchObject({ status: "complete", progress: { not_tested: 2, pending: 0, reviewed: controls.length - 2 } });
    expect(await activityCount(audit.id)).toBe(before + 1);
    const untested = (await call(controlsHandler, { path: "/api/v1/auditor/controls?status=not_tested", token })).body.data;
    expect(untested).toEqual([
      expect.objectContaining({
        control_id: first,
        status: "not_tested",
        not_tested_reason: "No physical office during the period.",
        reviewed_at: expect.any(String),
      }),
      expect.objectContaining({ control_id: second, status: "not_tested", not_tested_reason: "not reviewed before the audit was completed" }),
    ]);
    const detail = await call(customerAuditHandler, { path: `/api/v1/audits/${audit.id}`, token: account.token, params: { id: audit.id } });
    expect(detail.body.data.recent_activity[0]).toMatchObject({
      type: "audit_completed",
      details: {
        from: "in_progress",
        to: "complete",
        not_tested: [
          { control_id: first, reason: "No physical office during the period.", given: true },
          { control_id: second, given: false },
        ],
        open_findings: [open.id],
        open_findings_acknowledged: [open.id],
      },
    });
  });

  it("does not let a review set not_tested: that needs a reason at completion", async () => {
    const { token } = await setup();
    expectError(await review(token, "CC6.1", { status: "not_tested" }), 400, "validation_failed");
  });
});
