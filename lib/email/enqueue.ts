import { eq } from "drizzle-orm";
import { emailMessages } from "@/db/email";
import { config } from "@/lib/config";
import type { DbOrTx } from "@/lib/db/client";
import { encryptEmailBody } from "./body-crypto";
import { deliveryStateOf, type EmailDeliveryState } from "./delivery-state";
import type { EmailMessage } from "./types";

export interface EnqueueEmailInput {
  /** The tenant the mail is for; null for system mail. */
  accountId: string | null;
  message: EmailMessage;
  /** One message per key: enqueueing the same key again returns the first message. */
  idempotencyKey: string;
  /** What the mail is about, so its delivery state can be shown there (e.g. `audit_invitation`). */
  related?: { type: string; id: string };
  now: Date;
}

/**
 * Queues a message in the CALLER's transaction: it exists exactly when what it announces was
 * committed, and nothing is sent until then. After commit, call `requestEmailDelivery()` to have
 * it sent promptly; the scheduler (or Inngest's cron) would pick it up within a minute anyway.
 */
export async function enqueueEmail(tx: DbOrTx, input: EnqueueEmailInput): Promise<EmailDeliveryState> {
  const { message } = input;
  const [row] = await tx
    .insert(emailMessages)
    .values({
      accountId: input.accountId,
      kind: message.kind ?? "transactional",
      toAddress: message.to,
      subject: message.subject,
      bodyCiphertext: encryptEmailBody({ html: message.html, text: message.text }, config.authSecret),
      idempotencyKey: input.idempotencyKey,
      relatedType: input.related?.type ?? null,
      relatedId: input.related?.id ?? null,
      status: "pending",
      nextAttemptAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: emailMessages.idempotencyKey })
    .returning();
  if (row) return deliveryStateOf(row);
  const [existing] = await tx.select().from(emailMessages).where(eq(emailMessages.idempotencyKey, input.idempotencyKey)).limit(1);
  return deliveryStateOf(existing);
}
