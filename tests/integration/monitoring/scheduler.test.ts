import { drizzle } from "drizzle-orm/postgres-js";
import { eq, inArray, sql } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { monitoringResults, monitoringSchedules } from "@/db/monitoring";
import { getDb, type Db } from "@/lib/db/client";
import { claimDueSchedules } from "@/lib/monitoring/claim-due-schedules";
import { startJobScheduler } from "@/lib/background/scheduler";
import { runSchedulerTick } from "@/lib/monitoring/internal/scheduler";
import { createAccount } from "../../helpers/accounts";
import { allPractices, createSchedule, noPractices, profile } from "./helpers";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";

describe("in-process scheduler", () => {
  it("runs due schedules once and moves each to its next run by frequency", async () => {
    const a = await createAccount();
    const daily = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const weekly = await createSchedule(a, { frameworkId: "gdpr", frequency: "weekly", businessProfile: profile(noPractices) });
    const created = new Date(daily.nextRunAt);
    const clock = () => new Date(created.getTime() + 60_000);

    const report = await runSchedulerTick({ db: getDb(), clock });
    expect(report).toMatchObject({ runs: 2, errors: 0 });
    const rows = await getDb()
      .select()
      .from(monitoringSchedules)
      .where(inArray(monitoringSchedules.id, [daily.id, weekly.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(daily.id)!.nextRunAt.getTime() - created.getTime()).toBe(86_400_000);
    expect(byId.get(weekly.id)!.nextRunAt.getTime() - new Date(weekly.nextRunAt).getTime()).toBe(7 * 86_400_000);
    expect(byId.get(daily.id)!.claimId).toBeNull();
    const results = await getDb().select().from(monitoringResults).where(eq(monitoringResults.accountId, a.accountId));
    expect(results.map((r) => [r.frameworkId, r.status, r.trigger]).sort()).toEqual([
      ["gdpr", "failed", "scheduled"],
      ["soc2", "passed", "scheduled"],
    ]);

    // Nothing is due until the next period.
    expect((await runSchedulerTick({ db: getDb(), clock: () => new Date(created.getTime() + 3_600_000) })).runs).toBe(0);
    const nextDay = await runSchedulerTick({ db: getDb(), clock: () => new Date(created.getTime() + 86_400_000 + 1) });
    expect(nextDay.runs).toBe(1);
  });

  it("skips deleted schedules and takes over a claim whose lease expired", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const now = new Date(Date.now() + 1_000);
    const [stale] = await claimDueSchedules(getDb(), now, 10, 1_000);
    expect(stale.scheduleId).toBe(s.id);
    // Claimed and leased: another instance finds nothing.
    expect(await claimDueSchedules(getDb(), now, 10)).toEqual([]);
    // The first instance died; after the lease another one runs it.
    const later = () => new Date(now.getTime() + 5_000);
    expect((await runSchedulerTick({ db: getDb(), clock: later })).runs).toBe(1);
    const results = await getDb().select().from(monitoringResults).where(eq(monitoringResults.scheduleId, s.id));
    expect(results).toHaveLength(1);
    // The dead instance's claim can no longer store anything.
    await getDb()
      .update(monitoringSchedules)
      .set({ nextRunAt: new Date(0) })
      .where(eq(monitoringSchedules.id, s.id));
    await getDb().update(monitoringSchedules).set({ deletedAt: new Date() }).where(eq(monitoringSchedules.id, s.id));
    expect((await runSchedulerTick({ db: getDb(), clock: later })).runs).toBe(0);
  });

  it("runs each due schedule exactly once with two schedulers racing on one database", async () => {
    const accounts = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const a = accounts[i % accounts.length];
      const fw = ["soc2", "pci-dss-4", "hipaa", "gdpr"][i % 4];
      ids.push((await createSchedule(a, { frameworkId: fw, frequency: "daily", businessProfile: profile(i % 2 ? allPractices : noPractices) })).id);
    }
    const clock = () => new Date(Date.now() + 1_000);
    // A second instance: on PostgreSQL its own connection pool, as another server process would have.
    let second: { db: Db; end: () => Promise<void> } = { db: getDb(), end: async () => {} };
    if (onPostgres) {
      const client = postgres(process.env.DATABASE_URL!, { max: 4, onnotice: () => {} });
      second = { db: drizzle(client), end: () => client.end() };
    }
    try {
      const [one, two] = await Promise.all([
        runSchedulerTick({ db: getDb(), clock, batchSize: 5, concurrency: 3 }),
        runSchedulerTick({ db: second.db, clock, batchSize: 5, concurrency: 3 }),
      ]);
      expect(one.runs + two.runs).toBe(24);
      if (onPostgres) expect(Math.min(one.runs, two.runs)).toBeGreaterThan(0);
    } finally {
      await second.end();
    }
    const counts = await getDb()
      .select({ scheduleId: monitoringResults.scheduleId, n: sql<number>`count(*)::int` })
      .from(monitoringResults)
      .where(inArray(monitoringResults.scheduleId, ids))
      .groupBy(monitoringResults.scheduleId);
    expect(counts).toHaveLength(24);
    expect(counts.every((c) => c.n === 1)).toBe(true);
  });

  it("records a run over the usage limit as an error result with a schedule.error alert and moves on", async () => {
    process.env.USAGE_LIMITS = JSON.stringify({ free: 0 });
    try {
      const a = await createAccount();
      const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
      const report = await runSchedulerTick({ db: getDb(), clock: () => new Date(Date.now() + 1_000) });
      expect(report).toMatchObject({ runs: 1, errors: 1 });
      const [result] = await getDb().select().from(monitoringResults).where(eq(monitoringResults.scheduleId, s.id));
      expect(result.status).toBe("error");
      expect(result.error).toContain("usage limit");
      const [row] = await getDb().select().from(monitoringSchedules).where(eq(monitoringSchedules.id, s.id));
      expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      delete process.env.USAGE_LIMITS;
    }
  });

  it("the job scheduler's schedules lane runs due schedules in the background until stopped; none when Inngest is configured", async () => {
    process.env.INNGEST_EVENT_KEY = "k";
    process.env.INNGEST_SIGNING_KEY = "s";
    const inert = startJobScheduler({ initialDelayMs: 60_000 });
    delete process.env.INNGEST_EVENT_KEY;
    delete process.env.INNGEST_SIGNING_KEY;
    // With Inngest configured its functions run schedules, deliveries and e-mail.
    expect(Object.keys(inert.lanes)).toEqual([]);
    await inert.stop();

    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "hipaa", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const scheduler = startJobScheduler({ db: getDb(), lanes: ["schedules", "webhooks"], intervalMs: { schedules: 50, webhooks: 50 }, initialDelayMs: 0 });
    // Idempotent: Next's dev reloads call it again and get the running one.
    expect(startJobScheduler()).toBe(scheduler);
    expect(Object.keys(scheduler.lanes).sort()).toEqual(["schedules", "webhooks"]);
    try {
      await expect
        .poll(async () => (await getDb().select().from(monitoringResults).where(eq(monitoringResults.scheduleId, s.id))).length, { timeout: 10_000 })
        .toBe(1);
    } finally {
      await scheduler.stop();
    }
    expect(startJobScheduler({ db: getDb(), lanes: [] })).not.toBe(scheduler);
    await startJobScheduler().stop();
  });
});
