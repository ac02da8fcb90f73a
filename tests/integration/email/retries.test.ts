import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as inviteHandler } from "@/app/api/v1/audits/[id]/invite-auditor/route";
import { GET as listInvitationsHandler } from "@/app/api/v1/audits/[id]/invitations/route";
import { emailMessages } from "@/db/email";
import { getDb } from "@/lib/db/client";
import { EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_DELAYS_MS } from "@/lib/email/internal/retry-schedule";
import { emailRetryDelayMs } from "@/lib/email/internal/retry-schedule";
import { businessAccount, call, createAudit } from "../audits/helpers";
import { drain, messageRow, queueMessage, useFakeResend } from "./helpers";

let resend: Awaited<ReturnType<typeof useFakeResend>>;
beforeAll(async () => {
  resend = await useFakeResend(2_000);
});
afterAll(async () => {
  await resend.restore();
});
beforeEach(() => resend.reset());

describe("retry schedule", () => {
  it("is published: first retry within seconds, the last about a day later, then failed", () => {
    expect(EMAIL_RETRY_DELAYS_MS[0]).toBeLessThanOrEqual(60_000);
    expect(EMAIL_MAX_ATTEMPTS).toBe(EMAIL_RETRY_DELAYS_MS.length + 1);
    const total = EMAIL_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(6 * 3600_000);
    // A magic link lives 72 hours: every retry happens while it still works.
    expect(total * 1.1).toBeLessThan(72 * 3600_000);
    for (let i = 1; i < EMAIL_RETRY_DELAYS_MS.length; i++) expect(EMAIL_RETRY_DELAYS_MS[i]).toBeGreaterThan(EMAIL_RETRY_DELAYS_MS[i - 1]);
    expect(emailRetryDelayMs(EMAIL_MAX_ATTEMPTS, "x")).toBeNull();
    expect(emailRetryDelayMs(1, "a")).toBe(emailRetryDelayMs(1, "a"));
  });
});

describe("a provider that keeps refusing", () => {
  it("is retried on the published schedule, then the invitation shows the mail as failed", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const res = await call(inviteHandler, {
      path: `/api/v1/audits/${audit.id}/invite-auditor`,
      token: account.token,
      params: { id: audit.id },
      body: { email: "ivy@firm.test", name: "Ivy" },
    });
    expect(res.status).toBe(201);
    const list = () => call(listInvitationsHandler, { path: `/api/v1/audits/${audit.id}/invitations`, token: account.token, params: { id: audit.id } });
    resend.failNext(503, "application_error", "Service temporarily unavailable", 1_000);

    let clock = Date.now();
    const now = () => new Date(clock);
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      expect(await drain({ now })).toBe(1);
      const [row] = await getDb().select().from(emailMessages).where(eq(emailMessages.relatedId, res.body.data.id));
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe("503 application_error: Service temporarily unavailable");
      if (attempt === EMAIL_MAX_ATTEMPTS) {
        expect(row.status).toBe("failed");
        break;
      }
      expect(row.status).toBe("pending");
      const wait = row.nextAttemptAt.getTime() - clock;
      const base = EMAIL_RETRY_DELAYS_MS[attempt - 1];
      expect(wait).toBeGreaterThanOrEqual(base);
      expect(wait).toBeLessThanOrEqual(base * 1.1 + 1);
      // Not due a moment before its time.
      clock += wait - 1;
      expect(await drain({ now })).toBe(0);
      clock += 1;
      const shown = (await list()).body.data[0].email_delivery;
      expect(shown).toMatchObject({ status: "pending", attempts: attempt, next_attempt_at: row.nextAttemptAt.toISOString() });
    }

    expect(resend.requests).toBe(EMAIL_MAX_ATTEMPTS);
    clock += 7 * 24 * 3600_000;
    expect(await drain({ now })).toBe(0);
    const shown = (await list()).body.data[0].email_delivery;
    expect(shown).toEqual({
      status: "failed",
      attempts: EMAIL_MAX_ATTEMPTS,
      last_error: "503 application_error: Service temporarily unavailable",
      sent_at: null,
      next_attempt_at: null,
    });
    const [row] = await getDb().select().from(emailMessages).where(eq(emailMessages.relatedId, res.body.data.id));
    expect(row.bodyCiphertext).toBeNull();
  });

  it("retries a 4xx refusal too (a fixable domain or key problem), and delivers once the provider accepts", async () => {
    const queued = await queueMessage();
    resend.failNext(401, "validation_error", "API key is invalid", 2);
    let clock = Date.now();
    const now = () => new Date(clock);
    for (let i = 0; i < 2; i++) {
      expect(await drain({ now })).toBe(1);
      const row = await messageRow(queued.messageId);
      expect(row).toMatchObject({ status: "pending", lastError: "401 validation_error: API key is invalid" });
      clock = row.nextAttemptAt.getTime();
    }
    expect(await drain({ now })).toBe(1);
    expect(await messageRow(queued.messageId)).toMatchObject({ status: "sent", attempts: 3, lastError: null, transport: "resend" });
    expect(resend.emails).toHaveLength(1);
  });
});

describe("messages that cannot be sent at all", () => {
  it("fails at once when AUTH_SECRET changed since the body was queued", async () => {
    const queued = await queueMessage();
    const secret = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = "another-secret-0123456789abcdefghijklmnopqrstuvwxyz";
    try {
      expect(await drain()).toBe(1);
    } finally {
      process.env.AUTH_SECRET = secret;
    }
    expect(await messageRow(queued.messageId)).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringMatching(/AUTH_SECRET changed/) });
    expect(resend.requests).toBe(0);
  });
});
