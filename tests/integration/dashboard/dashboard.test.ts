import { describe, expect, it } from "vitest";
import { GET as dashboardHandler } from "@/app/api/v1/dashboard/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { PUT as updateAuditHandler } from "@/app/api/v1/audits/[id]/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import type { TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditorFor, businessAccount, createAudit } from "../audits/helpers";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";

const dashboard = (a: TestAccount) => call(dashboardHandler, { path: "/api/v1/dashboard", token: a.token });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function addEvidence(a: TestAccount, title: string, controlId: string, expiresAt?: string) {
  const res = await call(createEvidenceHandler, {
    path: "/api/v1/evidence",
    token: a.token,
    body: {
      title,
      url: `https://evidence.example.com/${encodeURIComponent(title)}`,
      controls: [{ framework: "soc2", controlId }],
      ...(expiresAt ? { expiresAt } : {}),
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string };
}

describe("GET /api/v1/dashboard", () => {
  it("answers per monitored framework the score, trend, counts and next actions, and the account's open audit work", async () => {
    const a = await businessAccount();
    const other = await businessAccount("Otto Other");

    const schedule = await createSchedule(a, { frameworkId: "soc2", frequency: "weekly", businessProfile: profile(noPractices) });
    expect((await runNow(a, schedule.id)).status).toBe(200);
    const soon = await addEvidence(a, "Access review Q3", "CC6.1", inDays(10));
    await addEvidence(a, "Pen test 2025", "CC4.1", inDays(90));
    const last = await runNow(a, schedule.id);
    expect(last.status).toBe(200);

    const audit = await createAudit(a, { title: "SOC 2 FY2026" });
    await call(updateAuditHandler, {
      method: "PUT",
      path: `/api/v1/audits/${audit.id}`,
      token: a.token,
      params: { id: audit.id },
      body: { status: "in_progress" },
    });
    const auditor = await auditorFor(a, audit.id);
    expect(
      (
        await call(requestHandler, {
          path: "/api/v1/auditor/evidence-requests",
          token: auditor,
          body: { control_id: "CC6.2", description: "Leaver tickets", priority: "low" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(requestHandler, {
          path: "/api/v1/auditor/evidence-requests",
          token: auditor,
          body: { control_id: "CC6.3", description: "Role matrix", priority: "critical" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(findingHandler, {
          path: "/api/v1/auditor/findings",
          token: auditor,
          body: { control_id: "CC6.2", severity: "minor", title: "Naming", description: "Inconsistent" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(findingHandler, {
          path: "/api/v1/auditor/findings",
          token: auditor,
          body: { control_id: "CC6.1", severity: "critical", title: "Orphan accounts", description: "Leavers keep access" },
        })
      ).status,
    ).toBe(201);
    const reviewed = await call(statusHandler, {
      method: "PUT",
      path: "/api/v1/auditor/controls/CC6.1/status",
      token: auditor,
      params: { id: "CC6.1" },
      body: { status: "passed" },
    });
    expect(reviewed.status, reviewed.text).toBe(200);

    const res = await dashboard(a);
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;

    expect(data.frameworks).toHaveLength(1);
    const soc2 = data.frameworks[0];
    expect(soc2).toMatchObject({
      frameworkId: "soc2",
      frameworkName: expect.stringContaining("SOC 2"),
      custom: false,
      scheduleId: schedule.id,
      resultId: last.body.data.id,
      score: last.body.data.score,
    });
    expect(soc2.trend.map((p: any) => p.score)).toEqual([0, last.body.data.score]);
    const byReadiness = (r: string) => last.body.data.controls.filter((c: any) => c.readiness === r).length;
    expect(soc2.counts).toEqual({
      met: byReadiness("met"),
      partial: byReadiness("partial"),
      missing: byReadiness("missing"),
      notApplicable: byReadiness("not_applicable"),
    });
    expect(soc2.counts.met).toBeGreaterThanOrEqual(2);
    expect(soc2.nextActions).toHaveLength(5);
    for (const action of soc2.nextActions) {
      expect(action.readiness).toBe("missing");
      expect(action.action).toMatch(new RegExp(`^Upload evidence for ${action.controlId.replace(".", "\\.")} \\S`));
      expect(action.reason).toMatch(/^Not met/);
    }
    expect(soc2.nextActions.map((x: any) => x.controlId)).not.toContain("CC6.1");

    expect(data.evidenceRequests.open).toBe(2);
    expect(data.evidenceRequests.items.map((r: any) => [r.priority, r.auditTitle])).toEqual([
      ["critical", "SOC 2 FY2026"],
      ["low", "SOC 2 FY2026"],
    ]);
    expect(data.findings.open).toBe(2);
    expect(data.findings.items.map((f: any) => f.severity)).toEqual(["critical", "minor"]);
    expect(data.expiringEvidence).toMatchObject({ days: 30, count: 1, items: [{ id: soon.id, title: "Access review Q3" }] });
    expect(data.audits).toHaveLength(1);
    expect(data.audits[0]).toMatchObject({ id: audit.id, title: "SOC 2 FY2026", frameworkId: "soc2", status: "in_progress" });
    expect(data.audits[0].progress).toMatchObject({ reviewed: 1, passed: 1 });
    expect(data.audits[0].progress.total).toBe(data.audits[0].progress.pending + 1);

    // Another tenant sees none of it.
    const empty = await dashboard(other);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      frameworks: [],
      evidenceRequests: { open: 0, items: [] },
      findings: { open: 0, items: [] },
      expiringEvidence: { days: 30, count: 0, items: [] },
      audits: [],
    });
  });

  it("lists a monitored framework before its first check with no score", async () => {
    const a = await businessAccount();
    await createSchedule(a, { frameworkId: "gdpr", frequency: "monthly", businessProfile: profile(noPractices) });
    const res = await dashboard(a);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.frameworks).toMatchObject([
      { frameworkId: "gdpr", resultId: null, score: null, trend: [], nextActions: [], counts: { met: 0, partial: 0, missing: 0, notApplicable: 0 } },
    ]);
  });

  it("needs a customer credential", async () => {
    const res = await call(dashboardHandler, { path: "/api/v1/dashboard" });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});
