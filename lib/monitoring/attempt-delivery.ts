import { and, eq, sql } from "drizzle-orm";
import { monitoringDeliveries, monitoringDeliveryAttempts, monitoringWebhooks } from "@/db/monitoring";
import { config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { MAX_DELIVERY_ATTEMPTS, retryBaseMs, retryDelayMs, sendWebhookAttempt, type DeliveryAttemptOutcome } from "./webhook-delivery";
import { decryptWebhookSecret } from "./webhook-secret";

export interface AttemptState {
  /** No further attempt will be made (succeeded, failed for good, or nothing to deliver). */
  done: boolean;
  status: "pending" | "succeeded" | "failed" | "gone";
  /** When pending: how long to wait before the next attempt. */
  delayMs: number;
}

export interface AttemptOptions {
  /** Attempt even if the next attempt is not due yet (test events and redeliveries). */
  force?: boolean;
  random?: () => number;
}

/**
 * Makes the next attempt of a pending delivery and records it (status code, duration, error), then
 * schedules a retry with exponential backoff and jitter, or closes the delivery. The row update is
 * conditional on the attempt count it read, so two workers can never record the same attempt twice.
 */
export async function attemptDelivery(db: Db, deliveryId: string, now: Date, options: AttemptOptions = {}): Promise<AttemptState> {
  const [row] = await db
    .select({ delivery: monitoringDeliveries, webhook: monitoringWebhooks })
    .from(monitoringDeliveries)
    .innerJoin(monitoringWebhooks, eq(monitoringWebhooks.id, monitoringDeliveries.webhookId))
    .where(eq(monitoringDeliveries.id, deliveryId))
    .limit(1);
  if (!row) return { done: true, status: "gone", delayMs: 0 };
  const { delivery, webhook } = row;
  if (delivery.status !== "pending") return { done: true, status: delivery.status, delayMs: 0 };
  const dueIn = (delivery.nextAttemptAt?.getTime() ?? 0) - now.getTime();
  if (!options.force && dueIn > 0) return { done: false, status: "pending", delayMs: dueIn };

  let secret: string | undefined;
  try {
    secret = decryptWebhookSecret(webhook.secretCiphertext, config.authSecret);
  } catch {
    // Only a changed AUTH_SECRET does this; retrying cannot help, so the delivery fails at once.
  }
  const outcome: DeliveryAttemptOutcome = secret
    ? await sendWebhookAttempt({
        url: webhook.url,
        secret,
        deliveryId: delivery.id,
        body: delivery.payload,
        at: new Date(),
        allowPrivate: config.allowPrivateWebhookUrls,
      })
    : {
        ok: false,
        statusCode: null,
        durationMs: 0,
        error: "not sent: the signing secret can no longer be decrypted (AUTH_SECRET changed); register the webhook again",
        responseBody: null,
      };

  const attemptNumber = delivery.attemptCount + 1;
  const finishedAt = new Date(now.getTime() + outcome.durationMs);
  const exhausted = attemptNumber >= delivery.attemptLimit || !secret;
  const status = outcome.ok ? "succeeded" : exhausted ? "failed" : "pending";
  // Backoff restarts with each redelivery round: the first retry of a round waits the shortest time.
  const roundAttempt = attemptNumber - (delivery.attemptLimit - MAX_DELIVERY_ATTEMPTS);
  const delayMs = status === "pending" ? retryDelayMs(Math.max(1, roundAttempt), retryBaseMs(), options.random) : 0;

  const recorded = await db.transaction(async (tx) => {
    const updated = await tx
      .update(monitoringDeliveries)
      .set({
        status,
        attemptCount: attemptNumber,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        nextAttemptAt: status === "pending" ? new Date(finishedAt.getTime() + delayMs) : null,
        claimedUntil: null,
        completedAt: status === "pending" ? null : finishedAt,
        updatedAt: finishedAt,
      })
      .where(and(eq(monitoringDeliveries.id, delivery.id), eq(monitoringDeliveries.attemptCount, delivery.attemptCount)))
      .returning({ id: monitoringDeliveries.id });
    if (updated.length === 0) return false;
    await tx.insert(monitoringDeliveryAttempts).values({
      deliveryId: delivery.id,
      attemptNumber,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error: outcome.error,
      responseBody: outcome.responseBody,
      createdAt: now,
    });
    return true;
  });
  if (!recorded) return { done: false, status: "pending", delayMs: 0 };
  return { done: status !== "pending", status, delayMs };
}

/**
 * Takes up to `limit` due deliveries for this worker with a short lease (longer than one attempt's
 * 10 s timeout). `FOR UPDATE SKIP LOCKED` lets several instances drain the queue without waiting on
 * or double-taking each other's rows.
 */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, leaseMs = 60_000): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    update ${monitoringDeliveries} set claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    where id in (
      select id from ${monitoringDeliveries}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return [...rows].map((r) => r.id);
}
