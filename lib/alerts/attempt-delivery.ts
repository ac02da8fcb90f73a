import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { monitoringDeliveries, monitoringDeliveryAttempts, monitoringWebhooks } from "@/db/monitoring";
import { type DeliveryStatus } from "@/lib/vocabulary";
import { config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { retryDelayMs, retrySchedule } from "./internal/retry-schedule";
import { sendWebhookAttempt, type DeliveryAttemptOutcome } from "./internal/webhook-delivery";
import { decryptWebhookSecret } from "./internal/webhook-secret";

export interface AttemptState {
  /** No further attempt will be made (succeeded, failed for good, or nothing to deliver). */
  done: boolean;
  /** The delivery's account (null when the delivery is gone): Inngest's per-account concurrency key. */
  accountId: string | null;
  /** `gone`: the delivery no longer exists (its webhook was deleted). */
  status: DeliveryStatus | "gone";
  /** When pending: how long to wait before the next attempt. */
  delayMs: number;
}

export interface AttemptOptions {
  /** Attempt even if the next attempt is not due yet (test events and redeliveries). */
  force?: boolean;
  random?: () => number;
  /** Per-attempt budget; default WEBHOOK_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * Makes the next attempt of a pending delivery and records it (status code, duration, error), then
 * schedules the next retry by the published schedule (retry-schedule.ts), or closes the delivery. The
 * row update is conditional on the attempt count it read, so two workers can never record the same
 * attempt twice. No transaction is open during the POST.
 */
export async function attemptDelivery(db: Db, deliveryId: string, now: Date, options: AttemptOptions = {}): Promise<AttemptState> {
  const [row] = await db
    .select({ delivery: monitoringDeliveries, webhook: monitoringWebhooks })
    .from(monitoringDeliveries)
    .innerJoin(monitoringWebhooks, eq(monitoringWebhooks.id, monitoringDeliveries.webhookId))
    .where(eq(monitoringDeliveries.id, deliveryId))
    .limit(1);
  if (!row) return { done: true, accountId: null, status: "gone", delayMs: 0 };
  const { delivery, webhook } = row;
  const accountId = delivery.accountId;
  if (delivery.status !== "pending") return { done: true, accountId, status: delivery.status, delayMs: 0 };
  const dueIn = (delivery.nextAttemptAt?.getTime() ?? 0) - now.getTime();
  if (!options.force && dueIn > 0) return { done: false, accountId, status: "pending", delayMs: dueIn };
  // Read before sending: a malformed WEBHOOK_RETRY_SCHEDULE_MS fails here, not after a POST it cannot record.
  const schedule = retrySchedule();

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
        timeoutMs: options.timeoutMs,
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
  // The schedule restarts with each redelivery round: a round's attempts are the last `schedule.length`
  // before its limit, so the first retry of a round waits the shortest time.
  const attemptInRound = attemptNumber - (delivery.attemptLimit - schedule.length);
  const delayMs = status === "pending" ? retryDelayMs(attemptInRound, schedule, options.random) : 0;

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
  if (!recorded) return { done: false, accountId, status: "pending", delayMs: 0 };
  return { done: status !== "pending", accountId, status, delayMs };
}

/** A claim must outlive one attempt (the POST and its two queries), or another worker would take it over. */
export function claimLeaseMs(timeoutMs: number = config.webhooks.timeoutMs): number {
  return Math.max(60_000, timeoutMs + 30_000);
}

export interface ClaimOptions {
  /** Deliveries of one account in flight at once, across every instance (claims still leased). */
  perAccount?: number;
  /** How long a claim lasts; longer than one attempt, so a live worker never loses its claim. */
  leaseMs?: number;
}

/**
 * Takes up to `limit` due deliveries for this worker, fairly: round-robin across accounts (each
 * account's oldest due delivery first, then each account's second, …) and never more than
 * `perAccount` of one account in flight, counting the claims other workers and instances hold. One
 * account's backlog of hanging receivers therefore holds at most its own slots, and every other
 * account's due deliveries are taken before its next ones.
 *
 * The ranking reads a snapshot; the rows are then locked with `FOR UPDATE SKIP LOCKED` and the lease
 * re-checked on the locked row, so concurrent claimers never take the same delivery, and a claimer
 * whose snapshot missed another's fresh claims only finds those rows taken (it never exceeds the cap).
 */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, options: ClaimOptions = {}): Promise<string[]> {
  if (limit <= 0) return [];
  const perAccount = options.perAccount ?? config.webhooks.accountConcurrency;
  const leaseMs = options.leaseMs ?? claimLeaseMs();
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db.execute<{ id: string }>(sql`
    with in_flight as (
      select account_id, count(*)::int as n from ${monitoringDeliveries}
      where status = 'pending' and claimed_until >= ${at}
      group by account_id
    ), ranked as (
      select d.id, d.next_attempt_at,
        coalesce(f.n, 0) + row_number() over (partition by d.account_id order by d.next_attempt_at, d.id) as slot
      from ${monitoringDeliveries} d
      left join in_flight f on f.account_id = d.account_id
      where d.status = 'pending' and d.next_attempt_at <= ${at}
        and (d.claimed_until is null or d.claimed_until < ${at})
    ), picked as materialized (
      select id from ranked where slot <= ${perAccount}
      order by slot, next_attempt_at, id
      limit ${limit}
    )
    update ${monitoringDeliveries} set claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    where id in (
      select id from ${monitoringDeliveries}
      where id in (select id from picked) and status = 'pending'
        and (claimed_until is null or claimed_until < ${at})
      for update skip locked
    )
    returning id`);
  return [...rows].map((r) => r.id);
}

/**
 * Claims one delivery by id for an attempt made outside the queue (a test event or a redelivery
 * answered inline); false when a worker holds it, so the message is never sent twice at once.
 */
export async function claimDelivery(db: Db, deliveryId: string, now: Date, leaseMs = claimLeaseMs()): Promise<boolean> {
  const rows = await db
    .update(monitoringDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(monitoringDeliveries.id, deliveryId),
        eq(monitoringDeliveries.status, "pending"),
        or(isNull(monitoringDeliveries.claimedUntil), lt(monitoringDeliveries.claimedUntil, now)),
      ),
    )
    .returning({ id: monitoringDeliveries.id });
  return rows.length > 0;
}
