import { drizzle } from "drizzle-orm/postgres-js";
import { asc, eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as redeliverHandler } from "@/app/api/v1/monitoring/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import { POST as testHandler } from "@/app/api/v1/monitoring/webhooks/[id]/test/route";
import { monitoringDeliveries, monitoringDeliveryAttempts, monitoringResults, monitoringWebhooks } from "@/db/monitoring";
import { config } from "@/lib/config";
import { getDb, type Db } from "@/lib/db/client";
import { JOB_LANES, kick } from "@/lib/jobs/kick";
import { startJobScheduler, type JobScheduler } from "@/lib/background/scheduler";
import { claimDueDeliveries } from "@/lib/alerts/attempt-delivery";
import { drainDeliveries } from "@/lib/alerts/internal/delivery-worker";
import { WEBHOOK_RETRY_SCHEDULE_MS } from "@/lib/alerts/internal/retry-schedule";
import { encryptWebhookSecret, generateWebhookSecret } from "@/lib/alerts/internal/webhook-secret";
import { startHangingReceiver, type HangingReceiver } from "../../fakes/hanging-receiver";
import { startWebhookReceiver, type WebhookReceiver } from "../../fakes/webhook-receiver";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { allPractices, createSchedule, profile } from "./helpers";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const HOUR = 3_600_000;

let hanging: HangingReceiver[] = [];
let healthy: WebhookReceiver;
let scheduler: JobScheduler | null = null;

beforeEach(async () => {
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "true";
  healthy = await startWebhookReceiver();
});
afterEach(async () => {
  await scheduler?.stop();
  scheduler = null;
  await Promise.all(hanging.map((r) => r.close()));
  hanging = [];
  await healthy.close();
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  // Each test starts with an empty queue (a file shares one database).
  await getDb().delete(monitoringDeliveries);
});

async function addWebhook(accountId: string, url: string): Promise<string> {
  const [row] = await getDb()
    .insert(monitoringWebhooks)
    .values({ accountId, url, events: ["check.failed"], secretCiphertext: encryptWebhookSecret(generateWebhookSecret(), config.authSecret) })
    .returning({ id: monitoringWebhooks.id });
  return row.id;
}

/** A due delivery, queued at `at` (an older one comes first in a first-in-first-out queue). */
async function queueDelivery(accountId: string, webhookId: string, at: Date): Promise<string> {
  const [row] = await getDb()
    .insert(monitoringDeliveries)
    .values({
      accountId,
      webhookId,
      eventType: "check.failed",
      eventKey: `fairness:${crypto.randomUUID()}`,
      payload: JSON.stringify({ type: "check.failed", timestamp: at.toISOString(), data: { alert: null, result: null } }),
      attemptLimit: WEBHOOK_RETRY_SCHEDULE_MS.length,
      nextAttemptAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: monitoringDeliveries.id });
  return row.id;
}

/** Tenant A: `n` webhooks, each on its own receiver that never answers, each with an old due delivery. */
async function hangingTenant(n: number) {
  const a = await createAccount();
  const ids: string[] = [];
  const old = Date.now() - 60_000;
  for (let i = 0; i < n; i++) {
    const receiver = await startHangingReceiver();
    hanging.push(receiver);
    ids.push(await queueDelivery(a.accountId, await addWebhook(a.accountId, receiver.url), new Date(old + i)));
  }
  return { accountId: a.accountId, deliveryIds: ids };
}

const openAtA = () => hanging.reduce((n, r) => n + r.open, 0);

/** The largest number of attempts of these deliveries that overlapped in time, from the recorded attempts. */
async function peakOverlap(deliveryIds: string[]): Promise<number> {
  const rows = await getDb().select().from(monitoringDeliveryAttempts).where(inArray(monitoringDeliveryAttempts.deliveryId, deliveryIds));
  // A start and the end of an attempt that freed its slot may fall into the same millisecond.
  const events = rows.flatMap((r) => [
    { t: r.createdAt.getTime(), d: 1 },
    { t: r.createdAt.getTime() + r.durationMs - 2, d: -1 },
  ]);
  events.sort((x, y) => x.t - y.t || x.d - y.d);
  let open = 0;
  let peak = 0;
  for (const e of events) peak = Math.max(peak, (open += e.d));
  return peak;
}

describe("fair webhook delivery across accounts", () => {
  it("one account's 40 hanging receivers delay another account's delivery by less than one attempt slot", async () => {
    const TIMEOUT = 1_500;
    const a = await hangingTenant(40);
    const b = await createAccount();
    const bHook = await addWebhook(b.accountId, healthy.url);
    await queueDelivery(b.accountId, bHook, new Date(Date.now() - 1_000));

    scheduler = startJobScheduler({
      db: getDb(),
      lanes: [JOB_LANES.webhooks],
      intervalMs: { webhooks: 60_000 },
      initialDelayMs: 60_000,
      webhooks: { concurrency: 4, perAccount: 2, timeoutMs: TIMEOUT },
    });
    const started = Date.now();
    kick(JOB_LANES.webhooks);
    await healthy.waitFor(1, TIMEOUT);
    const firstLatency = Date.now() - started;
    // First in, first out with 8 workers would have waited for five rounds of A's timeouts (7.5 s).
    expect(firstLatency).toBeLessThan(TIMEOUT);
    await expect.poll(openAtA).toBe(2);

    // B's next message, queued while A's backlog waits behind A's two hanging attempts, goes out at once too.
    const queuedAt = Date.now();
    await queueDelivery(b.accountId, bHook, new Date());
    kick(JOB_LANES.webhooks);
    await healthy.waitFor(2, TIMEOUT);
    expect(Date.now() - queuedAt).toBeLessThan(TIMEOUT);

    // A's slots turn over as its attempts time out, still two at a time.
    await expect.poll(() => hanging.reduce((n, r) => n + r.received, 0), { timeout: 3 * TIMEOUT }).toBeGreaterThanOrEqual(4);
    await scheduler.stop();
    scheduler = null;
    expect(await peakOverlap(a.deliveryIds)).toBe(2);
    const attempted = await getDb().select().from(monitoringDeliveryAttempts).where(inArray(monitoringDeliveryAttempts.deliveryId, a.deliveryIds));
    expect(attempted.length).toBeGreaterThanOrEqual(4);
    expect(attempted.every((x) => x.error === `timed out after ${TIMEOUT} ms`)).toBe(true);
    // A's failed attempts wait for their first retry (5 s); the rest of A's backlog is still due.
    const aRows = await getDb().select().from(monitoringDeliveries).where(inArray(monitoringDeliveries.id, a.deliveryIds));
    expect(aRows.every((r) => r.status === "pending")).toBe(true);
    const bRows = await getDb().select().from(monitoringDeliveries).where(eq(monitoringDeliveries.accountId, b.accountId));
    expect(bRows.map((r) => [r.status, r.attemptCount])).toEqual([
      ["succeeded", 1],
      ["succeeded", 1],
    ]);
  });

  it("schedule runs go on while every delivery slot hangs", async () => {
    const TIMEOUT = 3_000;
    const a = await hangingTenant(40);
    const c = await createAccount();
    const s = await createSchedule(c, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices) });
    // Nothing runs until kicked: the lanes' timers are far away.
    scheduler = startJobScheduler({
      db: getDb(),
      lanes: [JOB_LANES.schedules, JOB_LANES.webhooks],
      intervalMs: { schedules: 60_000, webhooks: 60_000 },
      initialDelayMs: 60_000,
      webhooks: { concurrency: 2, perAccount: 2, timeoutMs: TIMEOUT },
    });
    kick(JOB_LANES.webhooks);
    await expect.poll(openAtA).toBe(2);

    const kickedAt = Date.now();
    kick(JOB_LANES.schedules);
    await expect
      .poll(async () => (await getDb().select().from(monitoringResults).where(eq(monitoringResults.scheduleId, s.id))).length, { timeout: TIMEOUT })
      .toBe(1);
    // The run finished while both delivery slots still hung: no attempt of A has ended yet.
    expect(Date.now() - kickedAt).toBeLessThan(TIMEOUT);
    expect(openAtA()).toBe(2);
    expect(await getDb().select().from(monitoringDeliveryAttempts).where(inArray(monitoringDeliveryAttempts.deliveryId, a.deliveryIds))).toEqual([]);
  });

  it("claims round-robin across accounts, never more than the per-account cap in flight, on two connections", async () => {
    const [a, b, c] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const [ha, hb, hc] = await Promise.all([a, b, c].map((x) => addWebhook(x.accountId, healthy.url)));
    const old = Date.now() - 60_000;
    const aIds: string[] = [];
    for (let i = 0; i < 10; i++) aIds.push(await queueDelivery(a.accountId, ha, new Date(old + i)));
    const bId = await queueDelivery(b.accountId, hb, new Date(old + 100));
    const cId = await queueDelivery(c.accountId, hc, new Date(old + 200));
    const now = new Date();

    // Round-robin: each account's oldest before anyone's second, though A's are all older.
    expect((await claimDueDeliveries(getDb(), now, 3, { perAccount: 2 })).sort()).toEqual([aIds[0], bId, cId].sort());
    // A already has one in flight: one more, then none.
    expect(await claimDueDeliveries(getDb(), now, 10, { perAccount: 2 })).toEqual([aIds[1]]);
    expect(await claimDueDeliveries(getDb(), now, 10, { perAccount: 2 })).toEqual([]);
    // Once the leases run out (a crashed worker), the unfinished deliveries are taken again, with the same cap.
    const retaken = await claimDueDeliveries(getDb(), new Date(now.getTime() + 120_000), 10, { perAccount: 2 });
    expect(retaken.sort()).toEqual([aIds[0], aIds[1], bId, cId].sort());

    // Two instances claiming at once never take the same delivery nor exceed the cap together.
    await getDb()
      .update(monitoringDeliveries)
      .set({ claimedUntil: null })
      .where(inArray(monitoringDeliveries.id, [...aIds, bId, cId]));
    let second: { db: Db; end: () => Promise<void> } = { db: getDb(), end: async () => {} };
    if (onPostgres) {
      const client = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
      second = { db: drizzle(client), end: () => client.end() };
    }
    try {
      const [one, two] = await Promise.all([
        claimDueDeliveries(getDb(), now, 10, { perAccount: 3 }),
        claimDueDeliveries(second.db, now, 10, { perAccount: 3 }),
      ]);
      const all = [...one, ...two];
      expect(new Set(all).size).toBe(all.length);
      expect(all.filter((id) => aIds.includes(id)).length).toBeLessThanOrEqual(3);
    } finally {
      await second.end();
    }
  });
});

describe("retry schedule", () => {
  it("retries over more than a day by the published schedule, then fails; a redelivery starts a new round", async () => {
    const a = await createAccount();
    const webhookId = await addWebhook(a.accountId, healthy.url);
    healthy.respondWith(500);
    const first = await call(testHandler, { path: "/x", method: "POST", token: a.token, params: { id: webhookId } });
    expect(first.body.data).toMatchObject({ status: "pending", attemptCount: 1 });
    const deliveryId = first.body.data.id as string;
    const row = async () => (await getDb().select().from(monitoringDeliveries).where(eq(monitoringDeliveries.id, deliveryId)))[0];

    // Jump the clock to each due time; nothing is due in between.
    for (let guard = 0; guard < 20; guard++) {
      const current = await row();
      if (current.status !== "pending") break;
      const due = current.nextAttemptAt!;
      expect(await drainDeliveries({ db: getDb(), clock: () => new Date(due.getTime() - 1) })).toBe(0);
      expect(await drainDeliveries({ db: getDb(), clock: () => due })).toBe(1);
    }
    const failed = await row();
    expect(failed).toMatchObject({ status: "failed", attemptCount: 8, lastStatusCode: 500, nextAttemptAt: null });
    const attempts = await getDb()
      .select()
      .from(monitoringDeliveryAttempts)
      .where(eq(monitoringDeliveryAttempts.deliveryId, deliveryId))
      .orderBy(asc(monitoringDeliveryAttempts.attemptNumber));
    expect(attempts.map((x) => x.attemptNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const gaps = attempts.slice(1).map((x, i) => x.createdAt.getTime() - (attempts[i].createdAt.getTime() + attempts[i].durationMs));
    gaps.forEach((gap, i) => {
      const planned = WEBHOOK_RETRY_SCHEDULE_MS[i + 1];
      expect(gap, `retry ${i + 1}`).toBeGreaterThanOrEqual(planned * 0.9 - 1);
      expect(gap, `retry ${i + 1}`).toBeLessThanOrEqual(planned * 1.1 + 1);
    });
    expect(gaps[0]).toBeLessThan(10_000);
    expect(attempts[7].createdAt.getTime() - attempts[0].createdAt.getTime()).toBeGreaterThan(24 * HOUR);
    expect(healthy.received).toHaveLength(8);

    // Replayed while the receiver still fails: a new round, whose first retry again comes after seconds.
    const replay = () => call(redeliverHandler, { path: "/x", method: "POST", token: a.token, params: { id: webhookId, deliveryId } });
    const again = await replay();
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: "pending", attemptCount: 9 });
    const pending = await row();
    expect(pending.attemptLimit).toBe(16);
    expect(pending.nextAttemptAt!.getTime() - pending.updatedAt.getTime()).toBeLessThan(10_000);

    healthy.respondWith(200);
    expect(await drainDeliveries({ db: getDb(), clock: () => pending.nextAttemptAt! })).toBe(1);
    expect(await row()).toMatchObject({ status: "succeeded", attemptCount: 10 });
    expect(new Set(healthy.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([deliveryId]));

    // A delivered message can be replayed too.
    const replayed = await replay();
    expect(replayed.body.data).toMatchObject({ status: "succeeded", attemptCount: 11 });
  });
});
