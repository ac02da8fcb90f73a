import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as redeliverHandler } from "@/app/api/v1/monitoring/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import { GET as deliveriesHandler } from "@/app/api/v1/monitoring/webhooks/[id]/deliveries/route";
import { DELETE as deleteWebhookHandler } from "@/app/api/v1/monitoring/webhooks/[id]/route";
import { POST as testHandler } from "@/app/api/v1/monitoring/webhooks/[id]/test/route";
import { GET as listWebhooksHandler, POST as createWebhookHandler } from "@/app/api/v1/monitoring/webhooks/route";
import { accountEvents } from "@/db/events";
import { monitoringDeliveries, monitoringWebhooks } from "@/db/monitoring";
import { getDb } from "@/lib/db/client";
import { drainDeliveries } from "@/lib/alerts/internal/delivery-worker";
import { generateWebhookSecret } from "@/lib/alerts/internal/webhook-secret";
import { startWebhookReceiver, type WebhookReceiver } from "../../fakes/webhook-receiver";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { allPractices, createSchedule, noPractices, profile, runNow } from "./helpers";

const path = "/api/v1/monitoring/webhooks";
let receiver: WebhookReceiver;

// Retries without waiting: the published schedule's timing is tested in delivery-fairness.test.ts.
beforeAll(() => {
  process.env.WEBHOOK_RETRY_SCHEDULE_MS = "0,0,0,0,0,0,0,0";
});
afterAll(() => {
  delete process.env.WEBHOOK_RETRY_SCHEDULE_MS;
});
beforeEach(async () => {
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "true";
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
  await receiver.close();
});

async function register(a: TestAccount, body: Record<string, unknown>) {
  const res = await call(createWebhookHandler, { path, token: a.token, body });
  if (res.status !== 201) throw new Error(`register failed ${res.status} ${res.text}`);
  return res.body.data as { id: string; secret: string; url: string; events: string[] };
}

async function deliveries(a: TestAccount, webhookId: string, query = "") {
  const res = await call(deliveriesHandler, { path: `${path}/${webhookId}/deliveries${query}`, token: a.token, params: { id: webhookId } });
  expect(res.status).toBe(200);
  return res.body.data as {
    id: string;
    eventType: string;
    status: string;
    attemptCount: number;
    payload: { type: string; timestamp: string; data: { alert: { type: string } | null; result: { id: string } | null } };
    attempts: { attemptNumber: number; statusCode: number | null; durationMs: number; error: string | null }[];
  }[];
}

/** Works the delivery queue (the webhooks lane's pool) until nothing is due: retries have no delay here. */
async function drain() {
  return drainDeliveries({ db: getDb() });
}

describe("POST /api/v1/monitoring/webhooks", () => {
  it("registers with a generated secret shown once, stored encrypted, never listed", async () => {
    const a = await createAccount();
    const res = await call(createWebhookHandler, { path, token: a.token, body: { url: receiver.url, events: ["check.failed"] } });
    expect(res.status).toBe(201);
    const hook = res.body.data;
    expect(hook).toMatchObject({ url: receiver.url, events: ["check.failed"] });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const [row] = await getDb().select().from(monitoringWebhooks).where(eq(monitoringWebhooks.id, hook.id));
    expect(row.secretCiphertext).not.toContain(hook.secret.slice(6));
    const list = await call(listWebhooksHandler, { path, token: a.token });
    expect(list.body.data).toEqual([{ id: hook.id, url: receiver.url, events: ["check.failed"], createdAt: hook.createdAt }]);
    expect(list.text).not.toContain("whsec_");
    const logged = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "monitoring.webhook_created")));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0].details)).not.toContain("whsec_");
  });

  it("validates url, events and secret, all at once", async () => {
    const a = await createAccount();
    const res = await call(createWebhookHandler, {
      path,
      token: a.token,
      body: { url: "ftp://example.com/x", events: ["check.passed"], secret: "whsec_dG9vc2hvcnQ=" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["events.0", "secret", "url"]);
    const empty = await call(createWebhookHandler, { path, token: a.token, body: { url: receiver.url, events: [] } });
    expect(empty.status).toBe(400);
    const extra = await call(createWebhookHandler, { path, token: a.token, body: { url: receiver.url, events: ["check.failed"], active: true } });
    expect(extra.status).toBe(400);
  });

  it("refuses loopback, private, link-local and metadata addresses unless allowed", async () => {
    delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
    const a = await createAccount();
    for (const url of [receiver.url, "http://10.0.0.5/hook", "http://169.254.169.254/latest/meta-data", "http://[::1]:8080/", "http://localhost/"]) {
      const res = await call(createWebhookHandler, { path, token: a.token, body: { url, events: ["check.failed"] } });
      expect(res.status, url).toBe(400);
      expect(res.body.error.details[0].path).toBe("url");
    }
    expect(await getDb().select().from(monitoringWebhooks).where(eq(monitoringWebhooks.accountId, a.accountId))).toEqual([]);
  });
});

describe("deliveries", () => {
  it("delivers signed check.completed and check.failed messages that standardwebhooks verifies", async () => {
    const a = await createAccount();
    const secret = generateWebhookSecret();
    const hook = await register(a, { url: receiver.url, events: ["check.completed", "check.failed", "check.degraded"], secret });
    expect(hook.secret).toBe(secret);
    const s = await createSchedule(a, { frameworkId: "pci-dss-4", frequency: "daily", businessProfile: profile(noPractices) });
    const result = (await runNow(a, s.id)).body.data;
    await drain();
    await receiver.waitFor(2);
    const bodies = receiver.received.map((r) => receiver.verify(r, secret) as { type: string; timestamp: string; data: { alert: any; result: any } });
    expect(bodies.map((b) => b.type).sort()).toEqual(["check.completed", "check.failed"]);
    for (const b of bodies) {
      expect(b.data.result).toMatchObject({ id: result.id, status: "failed", score: 0 });
      expect(b.timestamp).toBe(result.completedAt);
    }
    expect(bodies.find((b) => b.type === "check.completed")!.data.alert).toBeNull();
    expect(bodies.find((b) => b.type === "check.failed")!.data.alert).toMatchObject({ type: "check.failed", resultId: result.id });
    const log = await deliveries(a, hook.id);
    expect(log.map((d) => [d.eventType, d.status, d.attemptCount]).sort()).toEqual([
      ["check.completed", "succeeded", 1],
      ["check.failed", "succeeded", 1],
    ]);
    expect(log[0].attempts).toEqual([
      { attemptNumber: 1, statusCode: 200, durationMs: expect.any(Number), error: null, responseBody: '{"ok":true}', attemptedAt: expect.any(String) },
    ]);
    for (const r of receiver.received) expect(log.map((d) => d.id)).toContain(r.headers["webhook-id"]);
  });

  it("only sends the events a webhook subscribed to", async () => {
    const a = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["schedule.error"] });
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices) });
    await runNow(a, s.id);
    await drain();
    expect(receiver.received).toHaveLength(0);
    expect(await deliveries(a, hook.id)).toEqual([]);
  });

  it("retries a failing receiver with the same webhook-id and records every attempt", async () => {
    const a = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["check.completed"] });
    receiver.failNext(3, 503);
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices) });
    await runNow(a, s.id);
    await drain();
    await receiver.waitFor(4);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(receiver.received.map((r) => r.answeredWith)).toEqual([503, 503, 503, 200]);
    const [d] = await deliveries(a, hook.id);
    expect(d).toMatchObject({ status: "succeeded", attemptCount: 4 });
    expect(d.attempts.map((x) => [x.attemptNumber, x.statusCode, x.error])).toEqual([
      [1, 503, "receiver answered 503"],
      [2, 503, "receiver answered 503"],
      [3, 503, "receiver answered 503"],
      [4, 200, null],
    ]);
  });

  it("gives up after a round of eight attempts, then redelivers on request with a fresh round", async () => {
    const a = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["check.completed"] });
    receiver.respondWith(500);
    const s = await createSchedule(a, { frameworkId: "gdpr", frequency: "daily", businessProfile: profile(allPractices) });
    await runNow(a, s.id);
    await drain();
    const [failed] = await deliveries(a, hook.id);
    expect(failed).toMatchObject({ status: "failed", attemptCount: 8 });
    expect(receiver.received).toHaveLength(8);

    receiver.respondWith(200);
    const res = await call(redeliverHandler, {
      path: `${path}/${hook.id}/deliveries/${failed.id}/redeliver`,
      method: "POST",
      token: a.token,
      params: { id: hook.id, deliveryId: failed.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: failed.id, status: "succeeded", attemptCount: 9 });
    expect(res.body.data.attempts.at(-1)).toMatchObject({ attemptNumber: 9, statusCode: 200 });
    expect(receiver.received.at(-1)!.headers["webhook-id"]).toBe(failed.id);

    const b = await createAccount();
    const foreign = await call(redeliverHandler, { path: "/x", method: "POST", token: b.token, params: { id: hook.id, deliveryId: failed.id } });
    expect(foreign.status).toBe(404);
    const unknown = await call(redeliverHandler, {
      path: "/x",
      method: "POST",
      token: a.token,
      params: { id: hook.id, deliveryId: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(404);
  });

  it("times out a receiver that does not answer within the limit", async () => {
    const { sendWebhookAttempt } = await import("@/lib/alerts/internal/webhook-delivery");
    receiver.delayResponses(2_000);
    const out = await sendWebhookAttempt({
      url: receiver.url,
      secret: generateWebhookSecret(),
      deliveryId: "x",
      body: "{}",
      at: new Date(),
      allowPrivate: true,
      timeoutMs: 200,
    });
    expect(out).toMatchObject({ ok: false, statusCode: null, error: "timed out after 200 ms" });
  });

  it("re-checks the address at delivery time and records the refusal", async () => {
    const a = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["check.completed"] });
    delete process.env.ALLOW_PRIVATE_WEBHOOK_URLS;
    const s = await createSchedule(a, { frameworkId: "soc2", frequency: "daily", businessProfile: profile(allPractices) });
    await runNow(a, s.id);
    process.env.WEBHOOK_RETRY_SCHEDULE_MS = "0,60000,60000,60000,60000,60000,60000,60000";
    try {
      expect(await drain()).toBe(1);
    } finally {
      process.env.WEBHOOK_RETRY_SCHEDULE_MS = "0,0,0,0,0,0,0,0";
    }
    expect(receiver.received).toHaveLength(0);
    const [d] = await deliveries(a, hook.id);
    expect(d.attempts[0].statusCode).toBeNull();
    expect(d.attempts[0].error).toMatch(/^refused: .*127\.0\.0\.1/);
  });

  it("fails a delivery at once when its secret can no longer be decrypted", async () => {
    const a = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["check.failed"] });
    await getDb().update(monitoringWebhooks).set({ secretCiphertext: "v1.AAAA.BBBB.CCCC" }).where(eq(monitoringWebhooks.id, hook.id));
    const res = await call(testHandler, { path: "/x", method: "POST", token: a.token, params: { id: hook.id } });
    expect(res.body.data).toMatchObject({ status: "failed", attemptCount: 1 });
    expect(res.body.data.attempts[0].error).toContain("AUTH_SECRET changed");
    expect(receiver.received).toHaveLength(0);
  });

  it("sends a signed test event and lists it", async () => {
    const a = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["check.failed"] });
    const res = await call(testHandler, { path: `${path}/${hook.id}/test`, method: "POST", token: a.token, params: { id: hook.id } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ eventType: "webhook.test", status: "succeeded", attemptCount: 1 });
    expect(receiver.verify(receiver.received[0], hook.secret)).toMatchObject({ type: "webhook.test", data: { alert: null, result: null } });
    const b = await createAccount();
    const foreign = await call(testHandler, { path: "/x", method: "POST", token: b.token, params: { id: hook.id } });
    expect(foreign.status).toBe(404);
  });

  it("paginates the delivery log; another tenant's log is 404", async () => {
    const a = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["check.failed"] });
    for (let i = 0; i < 3; i++) await call(testHandler, { path: "/x", method: "POST", token: a.token, params: { id: hook.id } });
    const first = await call(deliveriesHandler, { path: `${path}/${hook.id}/deliveries?limit=2`, token: a.token, params: { id: hook.id } });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.pagination.hasMore).toBe(true);
    const second = await call(deliveriesHandler, {
      path: `${path}/${hook.id}/deliveries?limit=2&cursor=${first.body.pagination.nextCursor}`,
      token: a.token,
      params: { id: hook.id },
    });
    expect(second.body.data).toHaveLength(1);
    const b = await createAccount();
    expect((await call(deliveriesHandler, { path: "/x", token: b.token, params: { id: hook.id } })).status).toBe(404);
  });
});

describe("DELETE /api/v1/monitoring/webhooks/:id", () => {
  it("deletes the registration and its log; another tenant gets 404", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const hook = await register(a, { url: receiver.url, events: ["check.failed"] });
    await call(testHandler, { path: "/x", method: "POST", token: a.token, params: { id: hook.id } });
    expect((await call(deleteWebhookHandler, { path: "/x", method: "DELETE", token: b.token, params: { id: hook.id } })).status).toBe(404);
    const res = await call(deleteWebhookHandler, { path: `${path}/${hook.id}`, method: "DELETE", token: a.token, params: { id: hook.id } });
    expect(res.body).toEqual({ success: true, data: { id: hook.id, deleted: true } });
    expect(await getDb().select().from(monitoringDeliveries).where(eq(monitoringDeliveries.webhookId, hook.id))).toEqual([]);
    expect((await call(deleteWebhookHandler, { path: "/x", method: "DELETE", token: a.token, params: { id: hook.id } })).status).toBe(404);
    expect((await call(deliveriesHandler, { path: "/x", token: a.token, params: { id: hook.id } })).status).toBe(404);
  });
});
