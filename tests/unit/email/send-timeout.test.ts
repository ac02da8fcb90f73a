import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EmailDeliveryError } from "@/lib/email/internal/types";
import { sendEmail } from "@/lib/email";
import { decryptEmailBody, encryptEmailBody } from "@/lib/email/internal/body-crypto";
import { EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_DELAYS_MS, emailRetryDelayMs } from "@/lib/email/internal/retry-schedule";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend-server";

const saved = { ...process.env };
const message = { to: "ada@firm.test", subject: "Hello", html: "<p>Hi</p>", text: "Hi", kind: "test" };

describe("sendEmail against a provider that never answers", () => {
  let resend: FakeResend;
  beforeAll(async () => {
    resend = await startFakeResend();
  });
  afterAll(async () => {
    await resend.close();
  });
  beforeEach(() => {
    resend.reset();
    process.env.RESEND_API_KEY = resend.apiKey;
    process.env.RESEND_BASE_URL = resend.url;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("gives up after the timeout with a 'timed out' error and frees the connection", async () => {
    resend.hang();
    const started = performance.now();
    const error = await sendEmail(message, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(EmailDeliveryError);
    expect(error).toMatchObject({ message: "timed out after 150 ms", providerCode: "timeout" });
    // The request was aborted, not left dangling on the provider's side.
    for (let i = 0; i < 100 && resend.held > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(resend.held).toBe(0);
  });

  it("reads EMAIL_SEND_TIMEOUT_MS", async () => {
    process.env.EMAIL_SEND_TIMEOUT_MS = "120";
    resend.hang();
    await expect(sendEmail(message)).rejects.toThrow("timed out after 120 ms");
  });

  it("also bounds a server that accepts the connection and never speaks HTTP", async () => {
    const sockets = new Set<import("node:net").Socket>();
    const server: Server = createServer((s) => sockets.add(s));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      await expect(sendEmail(message, { timeoutMs: 100 })).rejects.toMatchObject({ providerCode: "timeout" });
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});

describe("local outbox transport", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    process.env.DATA_DIR = dir;
    delete process.env.RESEND_API_KEY;
  });
  afterEach(async () => {
    process.env = { ...saved };
    await rm(dir, { recursive: true, force: true });
  });

  it("stores a message once per idempotency key (a retried delivery finds the first file)", async () => {
    const a = await sendEmail({ ...message, idempotencyKey: "k-1" });
    const b = await sendEmail({ ...message, idempotencyKey: "k-1" });
    const c = await sendEmail({ ...message, idempotencyKey: "k-2" });
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
    expect(await readdir(path.join(dir, "outbox"))).toHaveLength(2);
  });
});

describe("queued bodies", () => {
  it("are encrypted with a key from AUTH_SECRET and unreadable with another", () => {
    const stored = encryptEmailBody({ html: "<a href='x?token=abc'>", text: "token=abc" }, "secret-one-0123456789");
    expect(stored).not.toContain("token=abc");
    expect(decryptEmailBody(stored, "secret-one-0123456789")).toEqual({ html: "<a href='x?token=abc'>", text: "token=abc" });
    expect(() => decryptEmailBody(stored, "secret-two-0123456789")).toThrow();
  });
});

describe("retry delays", () => {
  it("follow the published schedule with at most 10 % jitter, then stop", () => {
    for (let attempt = 1; attempt < EMAIL_MAX_ATTEMPTS; attempt++) {
      for (const id of ["a", "b", "c", "d"]) {
        const d = emailRetryDelayMs(attempt, id)!;
        expect(d).toBeGreaterThanOrEqual(EMAIL_RETRY_DELAYS_MS[attempt - 1]);
        expect(d).toBeLessThanOrEqual(EMAIL_RETRY_DELAYS_MS[attempt - 1] * 1.1);
      }
    }
    expect(emailRetryDelayMs(EMAIL_MAX_ATTEMPTS, "a")).toBeNull();
    expect(emailRetryDelayMs(0, "a")).toBeNull();
  });
});
