import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { POST as readAlertHandler } from "@/app/api/v1/monitoring/alerts/[id]/read/route";
import { POST as readAllHandler } from "@/app/api/v1/monitoring/alerts/read-all/route";
import { GET as listAlertsHandler } from "@/app/api/v1/monitoring/alerts/route";
import { GET as getResultHandler } from "@/app/api/v1/monitoring/results/[id]/route";
import { GET as listResultsHandler } from "@/app/api/v1/monitoring/results/route";
import { DELETE as deleteScheduleHandler } from "@/app/api/v1/monitoring/schedules/[id]/route";
import { GET as usageHandler } from "@/app/api/v1/billing/usage/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { accountEvents } from "@/db/events";
import { evidenceItems } from "@/db/evidence";
import { monitoringResults, monitoringSchedules } from "@/db/monitoring";
import { getDb } from "@/lib/db/client";
import { builtinFrameworks } from "@/lib/frameworks/internal/catalog";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { allPractices, createSchedule, noPractices, profile, runNow } from "./helpers";

afterEach(() => {
  delete process.env.USAGE_LIMITS;
});

async function alerts(a: TestAccount, query = "") {
  const res = await call(listAlertsHandler, { path: `/api/v1/monitoring/alerts${query}`, token: a.token });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; type: string; read: boolean; resultId: string; severity: string; title: string }[];
}

describe("POST /api/v1/monitoring/schedules/:id/run", () => {
  for (const fw of builtinFrameworks) {
    it(`${fw.id}: every practice attested (attested only: half credit) passes a threshold of 50; none attested fails with check.failed`, async () => {
      const a = await createAccount();
      const good = await createSchedule(a, { frameworkId: fw.id, frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
      const pass = await runNow(a, good.id);
      expect(pass.status).toBe(200);
      expect(pass.body.data).toMatchObject({ scheduleId: good.id, frameworkId: fw.id, status: "passed", score: 50, previousScore: null });
      expect(pass.body.data.controls).toHaveLength(fw.controls.length);
      const bad = await createSchedule(a, { frameworkId: fw.id, frequency: "daily", businessProfile: profile(noPractices) });
      const fail = await runNow(a, bad.id);
      expect(fail.body.data).toMatchObject({ status: "failed", score: 0 });
      const failing = fail.body.data.controls.find((c: { status: string }) => c.status === "failed");
      expect(failing.reason).toMatch(/^Not met: missing .+ To fix: /);
      expect((await alerts(a)).map((x) => [x.type, x.resultId])).toEqual([["check.failed", fail.body.data.id]]);
    });
  }

  it("raises no check.failed alert when notifyOnFail is off, and counts every run toward checksRun", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "daily", businessProfile: profile(noPractices), notifyOnFail: false });
    await runNow(a, s.id);
    await runNow(a, s.id);
    expect(await alerts(a)).toEqual([]);
    const usage = await call(usageHandler, { path: "/api/v1/billing/usage", token: a.token });
    expect(usage.body.data.checksRun).toBe(2);
    const logged = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "monitoring.check_completed")));
    expect(logged.map((e) => [e.actorType, e.actorId])).toEqual([
      ["user", a.userId],
      ["user", a.userId],
    ]);
  });

  it("raises check.degraded when the score drops 10 points or more, with previousScore", async () => {
    const a = await createAccount();
    const evidence = await call(createEvidenceHandler, {
      path: "/api/v1/evidence",
      token: a.token,
      body: {
        title: "PCI attestation of compliance",
        url: "https://example.com/aoc.pdf",
        controls: Array.from({ length: 12 }, (_, i) => ({ framework: "pci-dss-4", controlId: String(i + 1) })),
      },
    });
    expect(evidence.status).toBe(201);
    const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "daily", businessProfile: profile(noPractices) });
    const first = await runNow(a, s.id);
    expect(first.body.data).toMatchObject({ status: "passed", score: 100 });
    expect(first.body.data.controls[0].reason).toBe('Met by evidence "PCI attestation of compliance".');
    // The evidence lapses before the next check.
    await getDb()
      .update(evidenceItems)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(evidenceItems.id, evidence.body.data.id));
    const second = await runNow(a, s.id);
    expect(second.body.data).toMatchObject({ status: "failed", score: 0, previousScore: 100 });
    expect(second.body.data.controls[0].reason).toContain('Evidence "PCI attestation of compliance" expired on');
    const raised = await alerts(a);
    expect(raised.map((x) => x.type).sort()).toEqual(["check.degraded", "check.failed"]);
    const degraded = raised.find((x) => x.type === "check.degraded")!;
    expect(degraded).toMatchObject({ severity: "warning", resultId: second.body.data.id, read: false });
    expect(degraded.title).toContain("dropped 100 points");
    const logged = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "monitoring.alerts_raised")));
    expect(logged.map((e) => e.targetId)).toEqual([second.body.data.id]);
    // A third run at the same score is not a degradation.
    await runNow(a, s.id);
    expect((await alerts(a, "?type=check.degraded")).length).toBe(1);
  });

  it("answers 402 past the usage limit and stores nothing", async () => {
    process.env.USAGE_LIMITS = JSON.stringify({ free: 1 });
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    expect((await runNow(a, s.id)).status).toBe(200);
    const over = await runNow(a, s.id);
    expect(over.status).toBe(402);
    expect(over.body.error).toMatchObject({ code: "usage_limit_exceeded", details: { limit: 1, used: 1 } });
    const rows = await getDb().select().from(monitoringResults).where(eq(monitoringResults.scheduleId, s.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another tenant's, a deleted or an unknown schedule", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    expect((await runNow(b, s.id)).status).toBe(404);
    await call(deleteScheduleHandler, { path: "/x", method: "DELETE", token: a.token, params: { id: s.id } });
    expect((await runNow(a, s.id)).status).toBe(404);
    expect((await runNow(a, crypto.randomUUID())).status).toBe(404);
  });

  it("stores an error result and a schedule.error alert when the framework cannot be checked", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    await getDb().update(monitoringSchedules).set({ frameworkId: "retired-framework" }).where(eq(monitoringSchedules.id, s.id));
    const res = await runNow(a, s.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "error", score: null, controls: [] });
    expect(res.body.data.error).toContain("retired-framework");
    expect((await alerts(a)).map((x) => x.type)).toEqual(["schedule.error"]);
    const usage = await call(usageHandler, { path: "/api/v1/billing/usage", token: a.token });
    expect(usage.body.data.checksRun).toBe(0);
  });
});

describe("GET /api/v1/monitoring/results", () => {
  it("filters by framework, schedule, status and time, and paginates newest first", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const soc2 = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const gdpr = await createSchedule(a, { frameworkId: "gdpr", frequency: "daily", businessProfile: profile(noPractices) });
    const other = await createSchedule(b, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    await runNow(b, other.id);
    const r1 = (await runNow(a, soc2.id)).body.data;
    const r2 = (await runNow(a, gdpr.id)).body.data;
    const r3 = (await runNow(a, soc2.id)).body.data;
    const list = (q: string) => call(listResultsHandler, { path: `/api/v1/monitoring/results${q}`, token: a.token });
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((r) => r.id);

    expect(ids(await list(""))).toEqual([r3.id, r2.id, r1.id]);
    expect(ids(await list("?frameworkId=soc2"))).toEqual([r3.id, r1.id]);
    expect(ids(await list("?framework=gdpr"))).toEqual([r2.id]);
    expect(ids(await list(`?scheduleId=${gdpr.id}`))).toEqual([r2.id]);
    expect(ids(await list("?status=failed"))).toEqual([r2.id]);
    expect(ids(await list("?status=passed&frameworkId=soc2"))).toEqual([r3.id, r1.id]);
    expect(ids(await list(`?from=${encodeURIComponent(r2.completedAt)}`))).toEqual([r3.id, r2.id]);
    expect(ids(await list(`?to=${encodeURIComponent(r2.completedAt)}`))).toEqual([r2.id, r1.id]);
    expect(ids(await list("?to=2000-01-01"))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await list(`?from=${today}&to=${today}`))).toHaveLength(3);

    const page1 = await list("?limit=2");
    expect(ids(page1)).toEqual([r3.id, r2.id]);
    expect(page1.body.pagination.hasMore).toBe(true);
    const page2 = await list(`?limit=2&cursor=${page1.body.pagination.nextCursor}`);
    expect(ids(page2)).toEqual([r1.id]);
    expect(r3.previousScore).toBe(50);

    for (const q of ["?status=ok", "?from=yesterday", `?from=2030-01-01&to=2020-01-01`, "?scheduleId=abc", "?colour=red", "?cursor=zzz"]) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
  });

  it("GET /results/:id answers one result of the account, 404 otherwise", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const s = await createSchedule(a, { frameworkId: "hipaa", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const r = (await runNow(a, s.id)).body.data;
    const res = await call(getResultHandler, { path: `/api/v1/monitoring/results/${r.id}`, token: a.token, params: { id: r.id } });
    expect(res.body.data).toEqual(r);
    const foreign = await call(getResultHandler, { path: "/x", token: b.token, params: { id: r.id } });
    expect(foreign.status).toBe(404);
  });
});

describe("alerts: list, read, read-all", () => {
  it("marks one alert read, then all, and keeps other tenants apart", async () => {
    const a = await createAccount();
    const b = await createAccount();
    // Three failing schedules: a failing condition keeps one open alert per schedule (alerts.test.ts).
    for (let i = 0; i < 3; i++) {
      const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "daily", businessProfile: profile(noPractices) });
      await runNow(a, s.id);
    }
    const all = await alerts(a);
    expect(all).toHaveLength(3);
    const read = (id: string, token: string) => call(readAlertHandler, { path: `/api/v1/monitoring/alerts/${id}/read`, method: "POST", token, params: { id } });

    expect((await read(all[0].id, b.token)).status).toBe(404);
    const first = await read(all[0].id, a.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: all[0].id, read: true });
    expect(first.body.data.readAt).toEqual(expect.any(String));
    const again = await read(all[0].id, a.token);
    expect(again.body.data.readAt).toBe(first.body.data.readAt);
    expect(await alerts(a, "?read=false")).toHaveLength(2);
    expect((await alerts(a, "?read=true")).map((x) => x.id)).toEqual([all[0].id]);

    const otherS = await createSchedule(b, { frameworkId: "pci-dss-4", frequency: "daily", businessProfile: profile(noPractices) });
    await runNow(b, otherS.id);
    const readAll = await call(readAllHandler, { path: "/api/v1/monitoring/alerts/read-all", method: "POST", token: a.token });
    expect(readAll.status).toBe(200);
    expect(readAll.body).toEqual({ success: true, data: { updated: 2 } });
    expect(await alerts(a, "?read=false")).toEqual([]);
    expect(await alerts(b, "?read=false")).toHaveLength(1);
    const twice = await call(readAllHandler, { path: "/api/v1/monitoring/alerts/read-all", method: "POST", token: a.token });
    expect(twice.body.data).toEqual({ updated: 0 });

    const page = await call(listAlertsHandler, { path: "/api/v1/monitoring/alerts?limit=2", token: a.token });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.pagination.hasMore).toBe(true);
    const bad = await call(listAlertsHandler, { path: "/api/v1/monitoring/alerts?read=maybe", token: a.token });
    expect(bad.status).toBe(400);
    expect((await read("not-a-uuid", a.token)).status).toBe(404);
  });
});
