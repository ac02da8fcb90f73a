import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { emailMessages } from "@/db/email";
import { config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import type { Logger } from "@/lib/log";
import { decryptEmailBody } from "./body-crypto";
import { emailConfig } from "./config";
import { EMAIL_MAX_ATTEMPTS, emailRetryDelayMs } from "./retry-schedule";
import { sendEmail } from "../send-email";
import { EmailDeliveryError, type SentEmail } from "./types";

export interface DeliverDueOptions {
  db: Db;
  now: () => Date;
  log: Logger;
  /** Most messages attempted in this call (default 100); the rest wait for the next call. */
  limit?: number;
  /** Sends in flight at once (default 8): a hanging provider holds at most this many sockets and timers, never a connection. */
  concurrency?: number;
}

type Claimed = {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  body_ciphertext: string | null;
  idempotency_key: string;
  attempts: number;
};

const MAX_ERROR_LENGTH = 300;

/**
 * Sends the due messages of the outbox: each worker claims one message at a time with a lease
 * (one short statement, `FOR UPDATE SKIP LOCKED`), sends it outside any transaction with the send
 * timeout, and records the outcome in one short write that applies only while it still holds the
 * claim. Safe on several instances at once: a message is claimed by one worker, and a lease that
 * expires (crash) lets another take it, the idempotency key keeping the provider from sending twice.
 * Answers the number of attempts made.
 */
export async function deliverDueEmails(options: DeliverDueOptions): Promise<number> {
  const { db, now, log } = options;
  const limit = Math.max(1, options.limit ?? 100);
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, limit));
  // Longer than a send can take, so a live worker never loses its claim to another.
  const leaseMs = emailConfig().sendTimeoutMs * 2 + 30_000;
  let taken = 0;
  let attempted = 0;

  const worker = async () => {
    while (taken < limit) {
      taken++;
      const claimId = randomUUID();
      const message = await claimNext(db, now(), leaseMs, claimId);
      if (!message) {
        taken--;
        return;
      }
      await deliverClaimed(db, now, log, message, claimId);
      attempted++;
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: concurrency }, worker));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected");
  if (failure) throw failure.reason;
  return attempted;
}

async function claimNext(db: Db, now: Date, leaseMs: number, claimId: string): Promise<Claimed | null> {
  const at = now.toISOString();
  const rows = await db.execute<Claimed>(sql`
    update ${emailMessages}
    set status = 'sending', claim_id = ${claimId}::uuid, attempts = attempts + 1, updated_at = ${at}::timestamptz,
        claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    where id = (
      select id from ${emailMessages}
      where (status = 'pending' and next_attempt_at <= ${at}::timestamptz)
         or (status = 'sending' and claimed_until < ${at}::timestamptz)
      order by next_attempt_at
      limit 1
      for update skip locked
    )
    returning id, kind, to_address, subject, body_ciphertext, idempotency_key, attempts`);
  return [...rows][0] ?? null;
}

async function deliverClaimed(db: Db, now: () => Date, log: Logger, message: Claimed, claimId: string): Promise<void> {
  const attempt = message.attempts;
  let sent: SentEmail | null = null;
  let error = "";
  let retryable = true;

  if (attempt > EMAIL_MAX_ATTEMPTS) {
    // Only a worker that died mid-send after the last attempt leaves a message here.
    error = "gave up: the last attempt was interrupted";
    retryable = false;
  } else if (!message.body_ciphertext) {
    error = "not sent: the message has no body";
    retryable = false;
  } else {
    let body: { html: string; text: string } | null = null;
    try {
      body = decryptEmailBody(message.body_ciphertext, config.authSecret);
    } catch {
      // Only a changed AUTH_SECRET does this; retrying cannot help.
    }
    if (!body) {
      error = "not sent: the queued body can no longer be decrypted (AUTH_SECRET changed)";
      retryable = false;
    } else {
      try {
        sent = await sendEmail({
          to: message.to_address,
          subject: message.subject,
          html: body.html,
          text: body.text,
          kind: message.kind,
          idempotencyKey: message.idempotency_key,
        });
      } catch (err) {
        if (err instanceof EmailDeliveryError) {
          error = describe(err);
        } else {
          // Details go to the log only: last_error is shown to the account's users.
          log.error({ err, messageId: message.id }, "unexpected error while sending an e-mail");
          error = "unexpected error while sending";
        }
      }
    }
  }

  const finishedAt = now();
  const delay = sent || !retryable ? null : emailRetryDelayMs(attempt, message.id);
  const status = sent ? "sent" : delay === null ? "failed" : "pending";
  const updated = await db
    .update(emailMessages)
    .set({
      status,
      claimId: null,
      claimedUntil: null,
      updatedAt: finishedAt,
      ...(sent
        ? { sentAt: finishedAt, transport: sent.transport, providerMessageId: sent.id, lastError: null }
        : { lastError: error.slice(0, MAX_ERROR_LENGTH) }),
      ...(status === "pending" ? { nextAttemptAt: new Date(finishedAt.getTime() + delay!) } : { bodyCiphertext: null }),
    })
    .where(and(eq(emailMessages.id, message.id), eq(emailMessages.claimId, claimId)))
    .returning({ id: emailMessages.id });

  const fields = { messageId: message.id, kind: message.kind, attempt };
  if (updated.length === 0) log.warn(fields, "e-mail outcome not recorded: the claim expired and another worker took the message");
  else if (status === "sent") log.info({ ...fields, transport: sent!.transport }, "e-mail sent");
  else if (status === "pending") log.warn({ ...fields, error, retryInMs: delay }, "e-mail not sent; will retry");
  else log.error({ ...fields, error }, "e-mail delivery failed for good");
}

/** One line for last_error: what the provider said, without line breaks. */
function describe(err: EmailDeliveryError): string {
  const code = [err.statusCode, err.providerCode !== "timeout" ? err.providerCode : null].filter((p) => p !== null && p !== undefined).join(" ");
  const text = err.message.replace(/\s+/g, " ").trim();
  return code ? `${code}: ${text}` : text;
}
