import { InngestTestEngine } from "@inngest/test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as inngestGet } from "@/app/api/inngest/route";
import { monitoringDeliveries, monitoringResults, monitoringSchedules, monitoringWebhooks } from "@/db/monitoring";
import { getDb } from "@/lib/db/client";
import { inngest, MONITORING_EVENTS } from "@/lib/inngest/client";
import { deliverWebhook, dueSchedulesCron, runScheduleCheck } from "@/lib/background/inngest-monitoring-functions";
import { claimDueSchedules } from "@/lib/monitoring/claim-due-schedules";
import { encryptWebhookSecret, generateWebhookSecret } from "@/lib/alerts/internal/webhook-secret";
import { config } from "@/lib/config";
import { startWebhookReceiver, type WebhookReceiver } from "../../fakes/webhook-receiver";
import { createAccount } from "../../helpers/accounts";
import { allPractices, createSchedule, noPractices, profile, runNow } from "./helpers";

let receiver: WebhookReceiver;
beforeEach(async () => {
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "true";
  process.env.WEBHOOK_RETRY_SCHEDULE_MS = "0,0,0,0,0,0,0,0";
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  delete process.env.WEBHOOK_RETRY_SCHEDULE_MS;
  await receiver.close();
});

describe("monitoring-due-schedules (cron)", () => {
  it("claims the due schedules and fans out one run event per schedule", async () => {
    const a = await createAccount();
    const s1 = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const s2 = await createSchedule(a, { frameworkId: "gdpr", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const t = new InngestTestEngine({ function: dueSchedulesCron, steps: [{ id: "fan-out-0", handler: () => ({ ids: ["e1", "e2"] }) }] });
    const { result, ctx } = await t.execute();
    expect(result).toEqual({ scheduled: 2 });
    const sent = (ctx.step.sendEvent as any).mock.calls[0];
    expect(sent[0]).toBe("fan-out-0");
    const events = sent[1] as { name: string; data: { scheduleId: string; claimId: string; runId: string; trigger: string } }[];
    expect(events.map((e) => e.name)).toEqual([MONITORING_EVENTS.runRequested, MONITORING_EVENTS.runRequested]);
    expect(events.map((e) => e.data.scheduleId).sort()).toEqual([s1.id, s2.id].sort());
    expect(events.every((e) => e.data.trigger === "scheduled" && e.data.claimId)).toBe(true);
    // Claimed: a second tick right away finds nothing due.
    const again = await new InngestTestEngine({ function: dueSchedulesCron }).execute();
    expect(again.result).toEqual({ scheduled: 0 });
  });
});

describe("monitoring-run-check", () => {
  it("runs the check in load, evaluate, store, alert and deliver steps and dispatches deliveries", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "weekly", businessProfile: profile(noPractices) });
    await getDb()
      .insert(monitoringWebhooks)
      .values({
        accountId: a.accountId,
        url: receiver.url,
        events: ["check.failed"],
        secretCiphertext: encryptWebhookSecret(generateWebhookSecret(), config.authSecret),
      });
    const req = (await claimDueSchedules(getDb(), new Date(Date.now() + 1_000), 100)).find((r) => r.scheduleId === s.id)!;
    const t = new InngestTestEngine({
      function: runScheduleCheck,
      events: [{ name: MONITORING_EVENTS.runRequested, data: req }],
      steps: [{ id: "dispatch-deliveries", handler: () => ({ ids: ["e1"] }) }],
    });
    const { result, ctx } = await t.execute();
    expect(result).toEqual({ resultId: req.runId, status: "failed", alerts: 1 });
    const stepIds = (ctx.step.run as any).mock.calls.map((c: unknown[]) => c[0]);
    expect(stepIds).toEqual(["load", "evaluate", "store", "alert", "deliver", "delivery-events"]);
    const [stored] = await getDb().select().from(monitoringResults).where(eq(monitoringResults.id, req.runId));
    expect(stored).toMatchObject({ scheduleId: s.id, status: "failed", score: 0, trigger: "scheduled" });
    const queued = await getDb().select().from(monitoringDeliveries).where(eq(monitoringDeliveries.accountId, a.accountId));
    expect(queued.map((d) => d.eventType)).toEqual(["check.failed"]);
    const dispatched = (ctx.step.sendEvent as any).mock.calls[0][1];
    // Each delivery event carries its account: the delivery function's per-account concurrency key.
    expect(dispatched).toEqual([{ name: MONITORING_EVENTS.deliveryRequested, data: { deliveryId: queued[0].id, accountId: a.accountId } }]);
    const [schedule] = await getDb().select().from(monitoringSchedules).where(eq(monitoringSchedules.id, s.id));
    expect(schedule.claimId).toBeNull();
    expect(schedule.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    // The same event again (Inngest retries, duplicates): the claim is spent, nothing more is stored.
    const replay = await new InngestTestEngine({ function: runScheduleCheck, events: [{ name: MONITORING_EVENTS.runRequested, data: req }] }).execute();
    expect(replay.result).toEqual({ resultId: null, status: "skipped", alerts: 0 });
    expect(await getDb().select().from(monitoringResults).where(eq(monitoringResults.scheduleId, s.id))).toHaveLength(1);
  });
});

describe("POST /schedules/:id/run with Inngest configured", () => {
  it("queues the run (202) and the run function stores its result under the runId", async () => {
    process.env.INNGEST_EVENT_KEY = "test-event-key";
    process.env.INNGEST_SIGNING_KEY = "signkey-test-0123456789abcdef0123456789abcdef";
    // Inngest's event API is outside the product: capture what would be sent.
    const send = vi.spyOn(inngest, "send").mockResolvedValue({ ids: ["evt"] } as never);
    try {
      const a = await createAccount();
      const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
      const res = await runNow(a, s.id);
      expect(res.status).toBe(202);
      expect(res.body.data).toEqual({ runId: expect.any(String), status: "queued" });
      expect(send).toHaveBeenCalledTimes(1);
      const event = send.mock.calls[0][0] as { name: string; data: Record<string, unknown> };
      expect(event).toEqual({
        name: MONITORING_EVENTS.runRequested,
        data: {
          scheduleId: s.id,
          runId: res.body.data.runId,
          trigger: "manual",
          claimId: null,
          queued: true,
          caller: { kind: "customer", userId: a.userId, accountId: a.accountId, via: "jwt", role: "owner", sessionId: expect.any(String) },
        },
      });
      expect(await getDb().select().from(monitoringResults).where(eq(monitoringResults.scheduleId, s.id))).toHaveLength(0);
      const { result } = await new InngestTestEngine({ function: runScheduleCheck, events: [event as never] }).execute();
      expect(result).toEqual({ resultId: res.body.data.runId, status: "passed", alerts: 0 });
    } finally {
      send.mockRestore();
      delete process.env.INNGEST_EVENT_KEY;
      delete process.env.INNGEST_SIGNING_KEY;
    }
  });
});

describe("monitoring-deliver-webhook", () => {
  it("is limited per account (event.data.accountId) and overall", () => {
    const opts = (deliverWebhook as unknown as { opts: { concurrency: unknown } }).opts;
    expect(opts.concurrency).toEqual([{ key: "event.data.accountId", limit: 2 }, { limit: 16 }]);
  });

  it("attempts, sleeps durably by the published retry schedule, and stops once delivered", async () => {
    const a = await createAccount();
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices), passThreshold: 50 });
    const [hook] = await getDb()
      .insert(monitoringWebhooks)
      .values({
        accountId: a.accountId,
        url: receiver.url,
        events: ["check.completed"],
        secretCiphertext: encryptWebhookSecret(generateWebhookSecret(), config.authSecret),
      })
      .returning();
    delete process.env.WEBHOOK_RETRY_SCHEDULE_MS;
    const req = (await claimDueSchedules(getDb(), new Date(Date.now() + 1_000), 100)).find((r) => r.scheduleId === s.id)!;
    await new InngestTestEngine({
      function: runScheduleCheck,
      events: [{ name: MONITORING_EVENTS.runRequested, data: req }],
      steps: [{ id: "dispatch-deliveries", handler: () => ({ ids: ["e1"] }) }],
    }).execute();
    const [delivery] = await getDb().select().from(monitoringDeliveries).where(eq(monitoringDeliveries.webhookId, hook.id));
    expect(JSON.parse(delivery.payload).data.result.scheduleId).toBe(s.id);
    receiver.failNext(2, 500);
    // The durable sleeps are mocked as elapsed; each attempt after a sleep is made at once.
    const t = new InngestTestEngine({
      function: deliverWebhook,
      events: [{ name: MONITORING_EVENTS.deliveryRequested, data: { deliveryId: delivery.id, accountId: a.accountId } }],
      steps: Array.from({ length: 10 }, (_, i) => ({ id: `backoff-${i + 1}`, handler: () => null })),
    });
    const { result, ctx } = await t.execute();
    expect(result).toMatchObject({ deliveryId: delivery.id, status: "succeeded" });
    const sleeps = (ctx.step.sleep as any).mock.calls as [string, number][];
    // The schedule's first two retries: 5 s and 5 min, each ±10%.
    expect(sleeps.map(([id]) => id)).toEqual(["backoff-1", "backoff-2"]);
    expect(sleeps[0][1]).toBeGreaterThanOrEqual(4_500);
    expect(sleeps[0][1]).toBeLessThanOrEqual(5_500);
    expect(sleeps[1][1]).toBeGreaterThanOrEqual(270_000);
    expect(sleeps[1][1]).toBeLessThanOrEqual(330_000);
    expect(receiver.received.map((r) => r.answeredWith)).toEqual([500, 500, 200]);
    const [done] = await getDb().select().from(monitoringDeliveries).where(eq(monitoringDeliveries.id, delivery.id));
    expect(done).toMatchObject({ status: "succeeded", attemptCount: 3 });
  });
});

describe("/api/inngest", () => {
  it("answers 404 when Inngest is not configured", async () => {
    const res = await inngestGet(new Request("http://localhost:3000/api/inngest"), {});
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe("not_found");
  });

  it("hands requests to the Inngest serve handler when both keys are set", async () => {
    process.env.INNGEST_EVENT_KEY = "test-event-key";
    process.env.INNGEST_SIGNING_KEY = "signkey-test-0123456789abcdef0123456789abcdef";
    try {
      // Inngest's handler (not ours) answers: an unsigned request is refused by its signature check.
      const res = await inngestGet(new Request("http://localhost:3000/api/inngest"), {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Unauthorized" });
    } finally {
      delete process.env.INNGEST_EVENT_KEY;
      delete process.env.INNGEST_SIGNING_KEY;
    }
  });
});
