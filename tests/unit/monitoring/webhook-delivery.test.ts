import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sendWebhookAttempt, signedHeaders } from "@/lib/alerts/internal/webhook-delivery";
import { generateWebhookSecret, webhookSigningKey } from "@/lib/alerts/internal/webhook-secret";
import { startWebhookReceiver, type WebhookReceiver } from "../../fakes/webhook-receiver";

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
});

const body = JSON.stringify({ type: "check.failed", timestamp: "2026-11-22T10:00:00.000Z", data: { alert: null, result: null } });

describe("sendWebhookAttempt", () => {
  it("delivers a request that the standardwebhooks package verifies", async () => {
    const secret = generateWebhookSecret();
    const out = await sendWebhookAttempt({ url: receiver.url, secret, deliveryId: "msg_1", body, at: new Date(), allowPrivate: true });
    expect(out).toMatchObject({ ok: true, statusCode: 200, error: null });
    const [got] = receiver.received;
    expect(got.headers["webhook-id"]).toBe("msg_1");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.body).toBe(body);
    expect(receiver.verify(got, secret)).toEqual(JSON.parse(body));
    expect(() => receiver.verify(got, generateWebhookSecret())).toThrow();
  });

  it("records a non-2xx answer as a failure with its status", async () => {
    receiver.failNext(1, 503);
    const out = await sendWebhookAttempt({ url: receiver.url, secret: generateWebhookSecret(), deliveryId: "m", body, at: new Date(), allowPrivate: true });
    expect(out).toMatchObject({ ok: false, statusCode: 503, error: "receiver answered 503" });
    expect(out.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("gives up after the timeout", async () => {
    receiver.delayResponses(1_000);
    const out = await sendWebhookAttempt({
      url: receiver.url,
      secret: generateWebhookSecret(),
      deliveryId: "m",
      body,
      at: new Date(),
      allowPrivate: true,
      timeoutMs: 150,
    });
    expect(out).toMatchObject({ ok: false, statusCode: null, error: "timed out after 150 ms" });
    expect(out.durationMs).toBeLessThan(900);
  });

  it("defaults to WEBHOOK_TIMEOUT_MS and covers a receiver that accepts the connection but never answers", async () => {
    const { createServer } = await import("node:net");
    const sockets: import("node:net").Socket[] = [];
    const silent = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const { port } = silent.address() as import("node:net").AddressInfo;
    process.env.WEBHOOK_TIMEOUT_MS = "120";
    try {
      const out = await sendWebhookAttempt({
        url: `http://127.0.0.1:${port}/`,
        secret: generateWebhookSecret(),
        deliveryId: "m",
        body,
        at: new Date(),
        allowPrivate: true,
      });
      expect(out).toMatchObject({ ok: false, statusCode: null, error: "timed out after 120 ms" });
      expect(out.durationMs).toBeLessThan(1_000);
    } finally {
      delete process.env.WEBHOOK_TIMEOUT_MS;
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it("refuses a private address unless allowed, without sending anything", async () => {
    const out = await sendWebhookAttempt({ url: receiver.url, secret: generateWebhookSecret(), deliveryId: "m", body, at: new Date(), allowPrivate: false });
    expect(out.ok).toBe(false);
    expect(out.error).toMatch(/^refused: .*127\.0\.0\.1/);
    expect(receiver.received).toHaveLength(0);
  });

  it("records connection failures", async () => {
    const url = receiver.url;
    await receiver.close();
    const out = await sendWebhookAttempt({ url, secret: generateWebhookSecret(), deliveryId: "m", body, at: new Date(), allowPrivate: true });
    expect(out).toMatchObject({ ok: false, statusCode: null });
    expect(out.error).toMatch(/ECONNREFUSED/);
    receiver = await startWebhookReceiver();
  });
});

describe("signing", () => {
  it("signs with the unix-seconds timestamp it sends", () => {
    const secret = generateWebhookSecret();
    const h = signedHeaders(secret, "msg", new Date("2026-11-22T10:00:00.999Z"), "{}");
    expect(h["webhook-timestamp"]).toBe(String(Date.UTC(2026, 10, 22, 10) / 1000));
    const expected = createHmac("sha256", webhookSigningKey(secret)).update(`msg.${h["webhook-timestamp"]}.{}`).digest("base64");
    expect(h["webhook-signature"]).toBe(`v1,${expected}`);
  });
});
