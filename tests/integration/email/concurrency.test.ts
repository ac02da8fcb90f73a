import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailMessages } from "@/db/email";
import { getDb } from "@/lib/db/client";
import { drain, messageRow, queueMessage, useFakeResend } from "./helpers";

let resend: Awaited<ReturnType<typeof useFakeResend>>;
beforeAll(async () => {
  resend = await useFakeResend(2_000);
});
afterAll(async () => {
  await resend.restore();
});
beforeEach(() => resend.reset());

describe("several workers draining at once", () => {
  it("never send one message twice", async () => {
    const queued = await Promise.all(Array.from({ length: 24 }, () => queueMessage()));
    // Slow answers keep every worker's sends overlapping with the others' claims.
    resend.setDelay(25);
    const counts = await Promise.all([drain({ concurrency: 4 }), drain({ concurrency: 4 }), drain({ concurrency: 3 })]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(24);
    expect(resend.requests).toBe(24);
    expect(new Set(resend.emails.map((e) => e.idempotencyKey)).size).toBe(24);
    const rows = await getDb()
      .select()
      .from(emailMessages)
      .where(
        inArray(
          emailMessages.id,
          queued.map((q) => q.messageId),
        ),
      );
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.claimId === null)).toBe(true);
    expect(await drain()).toBe(0);
  });

  it("respects the limit of one call", async () => {
    await Promise.all(Array.from({ length: 5 }, () => queueMessage()));
    expect(await drain({ limit: 2, concurrency: 4 })).toBe(2);
    expect(await drain({ limit: 10 })).toBe(3);
  });
});

describe("leases", () => {
  it("takes over a message whose worker died mid-send once its lease expired, and sends it once", async () => {
    const queued = await queueMessage();
    // What a crashed worker leaves: claimed, counted, never recorded.
    const claimedUntil = new Date(Date.now() + 60_000);
    await getDb()
      .update(emailMessages)
      .set({ status: "sending", attempts: 1, claimId: randomUUID(), claimedUntil })
      .where(eq(emailMessages.id, queued.messageId));
    expect(await drain()).toBe(0);
    expect(await drain({ now: () => new Date(claimedUntil.getTime() + 1) })).toBe(1);
    expect(await messageRow(queued.messageId)).toMatchObject({ status: "sent", attempts: 2 });
    expect(resend.emails).toHaveLength(1);
  });
});

describe("enqueueing", () => {
  it("stores one message per idempotency key", async () => {
    const a = await queueMessage({ key: "same-key" });
    const b = await queueMessage({ key: "same-key" });
    expect(b.messageId).toBe(a.messageId);
    expect(await getDb().select().from(emailMessages).where(eq(emailMessages.idempotencyKey, "same-key"))).toHaveLength(1);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const { enqueueEmail } = await import("@/lib/email");
    await expect(
      getDb().transaction(async (tx) => {
        await enqueueEmail(tx, {
          accountId: null,
          message: { to: "gone@example.test", subject: "x", html: "x", text: "x" },
          idempotencyKey: "rolled-back",
          now: new Date(),
        });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await getDb().select().from(emailMessages).where(eq(emailMessages.idempotencyKey, "rolled-back"))).toHaveLength(0);
  });
});
