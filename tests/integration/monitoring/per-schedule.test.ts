import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listAlertsHandler } from "@/app/api/v1/monitoring/alerts/route";
import { GET as listResultsHandler } from "@/app/api/v1/monitoring/results/route";
import { DELETE as deleteScheduleHandler, PATCH as updateScheduleHandler } from "@/app/api/v1/monitoring/schedules/[id]/route";
import { GET as scoreHistoryHandler } from "@/app/api/v1/monitoring/score-history/route";
import { accountEvents } from "@/db/events";
import { monitoringAlerts, monitoringSchedules } from "@/db/monitoring";
import { getDb } from "@/lib/db/client";
import { directSteps, runCheck } from "@/lib/monitoring/internal/check-run";
import { claimDueSchedules } from "@/lib/monitoring/claim-due-schedules";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { allPractices, createSchedule, noPractices, profile, runNow } from "./helpers";

type Alert = {
  id: string;
  type: string;
  state: string;
  occurrences: number;
  resultId: string;
  lastResultId: string;
  resolvedAt: string | null;
  resolvedByResultId: string | null;
  scheduleId: string;
};

async function alerts(a: TestAccount, query = ""): Promise<Alert[]> {
  const res = await call(listAlertsHandler, { path: `/api/v1/monitoring/alerts${query}`, token: a.token });
  expect(res.status).toBe(200);
  return res.body.data;
}

const patch = (a: TestAccount, id: string, body: unknown) =>
  call(updateScheduleHandler, { path: `/api/v1/monitoring/schedules/${id}`, method: "PATCH", token: a.token, params: { id }, body });

async function events(accountId: string, action: string) {
  return getDb()
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), eq(accountEvents.action, action)));
}

describe("alerts per schedule and condition", () => {
  it("a scheduled and a manual run finishing in the same minute raise one alert", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "daily", businessProfile: profile(noPractices), passThreshold: 100 });
    const now = new Date(new Date(s.nextRunAt).getTime() + 1_000);
    const claimed = (await claimDueSchedules(getDb(), now, 100)).find((r) => r.scheduleId === s.id)!;
    expect(claimed).toBeDefined();
    const deps = { db: getDb(), clock: () => now };
    const [scheduled, manual] = await Promise.all([
      runCheck(directSteps, deps, claimed),
      runCheck(directSteps, deps, { scheduleId: s.id, runId: randomUUID(), trigger: "manual", claimId: null }),
    ]);
    expect([scheduled.result!.status, manual.result!.status]).toEqual(["failed", "failed"]);
    // Exactly one of the two raised it (and only that one announces it to webhooks).
    expect([...scheduled.alerts, ...manual.alerts].map((x) => x.type)).toEqual(["check.failed"]);
    const rows = await getDb().select().from(monitoringAlerts).where(eq(monitoringAlerts.scheduleId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "check.failed", state: "open", occurrences: 2 });
    expect([rows[0].resultId, rows[0].lastResultId].sort()).toEqual([scheduled.result!.id, manual.result!.id].sort());
    expect(await events(a.accountId, "monitoring.alerts_raised")).toHaveLength(1);
  });

  it("keeps one open alert while the condition persists, resolves it when a run passes, and raises anew after", async () => {
    const a = await createAccount();
    // The threshold decides pass or fail whatever the score: 100 fails a profile attesting nothing, 0 passes it.
    const s = await createSchedule(a, { frameworkId: "gdpr", frequency: "daily", businessProfile: profile(noPractices), passThreshold: 100 });
    const other = await createSchedule(a, { frameworkId: "gdpr", frequency: "daily", businessProfile: profile(noPractices), passThreshold: 100 });
    const first = (await runNow(a, s.id)).body.data;
    const second = (await runNow(a, s.id)).body.data;
    const elsewhere = (await runNow(a, other.id)).body.data;
    expect([first.status, second.status, elsewhere.status]).toEqual(["failed", "failed", "failed"]);

    let open = await alerts(a, `?scheduleId=${s.id}`);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ type: "check.failed", state: "open", occurrences: 2, resultId: first.id, lastResultId: second.id, resolvedAt: null });
    // The other schedule's failure is its own alert.
    expect((await alerts(a, `?scheduleId=${other.id}`)).map((x) => x.scheduleId)).toEqual([other.id]);

    expect((await patch(a, s.id, { passThreshold: 0 })).status).toBe(200);
    const passed = (await runNow(a, s.id)).body.data;
    expect(passed.status).toBe("passed");
    const resolved = await alerts(a, `?scheduleId=${s.id}`);
    expect(resolved).toHaveLength(1);
    expect(resolved[0]).toMatchObject({ id: open[0].id, state: "resolved", resolvedByResultId: passed.id });
    expect(resolved[0].resolvedAt).toEqual(passed.completedAt);
    const logged = await events(a.accountId, "monitoring.alerts_resolved");
    expect(logged.map((e) => [e.targetId, e.details])).toEqual([[passed.id, { alerts: [{ id: open[0].id, type: "check.failed" }] }]]);
    // The other schedule's alert is untouched.
    expect((await alerts(a, `?scheduleId=${other.id}`))[0].state).toBe("open");

    // The condition returns: a new alert.
    expect((await patch(a, s.id, { passThreshold: 100 })).status).toBe(200);
    const again = (await runNow(a, s.id)).body.data;
    open = await alerts(a, `?scheduleId=${s.id}&state=open`);
    expect(open.map((x) => [x.resultId, x.occurrences])).toEqual([[again.id, 1]]);
    expect((await alerts(a, `?scheduleId=${s.id}&state=resolved`)).map((x) => x.id)).toEqual([resolved[0].id]);
    const bad = await call(listAlertsHandler, { path: "/api/v1/monitoring/alerts?state=closed", token: a.token });
    expect(bad.status).toBe(400);
  });
});

describe("PATCH /api/v1/monitoring/schedules/:id", () => {
  it("edits the schedule's fields, logs what changed, and applies them to the next run", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "weekly", businessProfile: profile(allPractices) });
    const res = await patch(a, s.id, { name: "EU entity", frequency: "daily", passThreshold: 100.5 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");

    const ok = await patch(a, s.id, { name: "  EU entity ", frequency: "daily", passThreshold: 95, notifyOnFail: false, paused: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      id: s.id,
      frameworkId: "soc2",
      name: "EU entity",
      frequency: "daily",
      passThreshold: 95,
      notifyOnFail: false,
      paused: true,
    });
    // It never ran: still due when it was.
    expect(ok.body.data.nextRunAt).toBe(s.nextRunAt);
    const logged = await events(a.accountId, "monitoring.schedule_updated");
    expect(logged.map((e) => [e.targetId, (e.details as { changed: string[] }).changed.sort()])).toEqual([
      [s.id, ["anchorAt", "frequency", "name", "nextRunAt", "notifyOnFail", "passThreshold", "paused"]],
    ]);

    // Paused: the scheduler leaves it; run now still works, with the new threshold.
    const due = new Date(new Date(s.nextRunAt).getTime() + 1_000);
    expect((await claimDueSchedules(getDb(), due, 100)).map((r) => r.scheduleId)).not.toContain(s.id);
    const run = await runNow(a, s.id);
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ scheduleId: s.id, scheduleName: "EU entity" });

    // Unchanged values change nothing and log nothing; null clears the name.
    expect((await patch(a, s.id, { passThreshold: 95 })).body.data.passThreshold).toBe(95);
    expect(await events(a.accountId, "monitoring.schedule_updated")).toHaveLength(1);
    const cleared = await patch(a, s.id, { name: null, paused: false });
    expect(cleared.body.data).toMatchObject({ name: null, paused: false });

    // A new frequency counts from the last run.
    const [row] = await getDb().select().from(monitoringSchedules).where(eq(monitoringSchedules.id, s.id));
    const weekly = await patch(a, s.id, { frequency: "weekly" });
    expect(new Date(weekly.body.data.nextRunAt).getTime()).toBe(row.lastRunAt!.getTime() + 7 * 86_400_000);
  });

  it("refuses unknown or fixed fields and an empty body, and answers 404 for another tenant's or a deleted schedule", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "weekly", businessProfile: profile(allPractices) });
    for (const body of [
      {},
      { frameworkId: "gdpr" },
      { colour: "red" },
      { frequency: "hourly" },
      { name: "" },
      { businessProfile: { practices: { mfaa: true } } },
    ]) {
      const res = await patch(a, s.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    expect((await patch(b, s.id, { paused: true })).status).toBe(404);
    await call(deleteScheduleHandler, { path: `/api/v1/monitoring/schedules/${s.id}`, method: "DELETE", token: a.token, params: { id: s.id } });
    expect((await patch(a, s.id, { paused: true })).status).toBe(404);
  });
});

describe("results and score history per schedule", () => {
  it("names each result's schedule, filters by it, and answers one series per schedule with its threshold", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const eu = await createSchedule(a, {
      frameworkId: "soc2",
      name: "EU entity",
      frequency: "daily",
      businessProfile: profile(allPractices),
      passThreshold: 90,
    });
    const us = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(noPractices) });
    const foreign = await createSchedule(b, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices) });
    await runNow(b, foreign.id);
    const r1 = (await runNow(a, eu.id)).body.data;
    const r2 = (await runNow(a, us.id)).body.data;
    const r3 = (await runNow(a, eu.id)).body.data;
    expect(r1).toMatchObject({ scheduleId: eu.id, scheduleName: "EU entity" });
    expect(r2).toMatchObject({ scheduleId: us.id, scheduleName: null });

    const list = (q: string) => call(listResultsHandler, { path: `/api/v1/monitoring/results${q}`, token: a.token });
    const all = await list("");
    expect(all.body.data.map((r: { id: string; scheduleId: string; scheduleName: string | null }) => [r.id, r.scheduleId, r.scheduleName])).toEqual([
      [r3.id, eu.id, "EU entity"],
      [r2.id, us.id, null],
      [r1.id, eu.id, "EU entity"],
    ]);
    const page1 = await list(`?scheduleId=${eu.id}&limit=1`);
    expect(page1.body.data.map((r: { id: string }) => r.id)).toEqual([r3.id]);
    const page2 = await list(`?scheduleId=${eu.id}&limit=1&cursor=${page1.body.pagination.nextCursor}`);
    expect(page2.body.data.map((r: { id: string }) => r.id)).toEqual([r1.id]);
    expect(page2.body.pagination.hasMore).toBe(false);

    const history = (q: string) => call(scoreHistoryHandler, { path: `/api/v1/monitoring/score-history${q}`, token: a.token });
    const both = await history("");
    expect(both.status).toBe(200);
    expect(
      both.body.data.map((s: { scheduleId: string; scheduleName: string | null; passThreshold: number; points: { resultId: string }[] }) => [
        s.scheduleId,
        s.scheduleName,
        s.passThreshold,
        s.points.map((p) => p.resultId),
      ]),
    ).toEqual([
      [eu.id, "EU entity", 90, [r1.id, r3.id]],
      [us.id, null, 80, [r2.id]],
    ]);
    expect(both.body.data[0].points[0]).toEqual({ resultId: r1.id, status: r1.status, score: r1.score, at: r1.completedAt });
    const one = await history(`?scheduleId=${us.id}`);
    expect(one.body.data.map((s: { scheduleId: string }) => s.scheduleId)).toEqual([us.id]);
    expect((await history("?to=2000-01-01")).body.data).toEqual([]);
    const foreignHistory = await call(scoreHistoryHandler, { path: `/api/v1/monitoring/score-history?scheduleId=${eu.id}`, token: b.token });
    expect(foreignHistory.body.data).toEqual([]);

    // A deleted schedule keeps its series, marked deleted.
    await call(deleteScheduleHandler, { path: `/api/v1/monitoring/schedules/${us.id}`, method: "DELETE", token: a.token, params: { id: us.id } });
    expect((await history(`?scheduleId=${us.id}`)).body.data[0]).toMatchObject({ scheduleId: us.id, deleted: true });

    for (const q of ["?scheduleId=abc", "?from=yesterday", "?from=2030-01-01&to=2020-01-01", "?limit=5"]) {
      const res = await history(q);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
  });
});
