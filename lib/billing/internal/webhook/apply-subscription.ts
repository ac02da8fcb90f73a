import type Stripe from "stripe";
import { billingSubscriptions } from "@/db/billing";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { isEntitledStatus } from "../plan-tier";
import { findSubscription } from "../queries";
import { isStaleSubscriptionVersion } from "../subscription-order";
import { snapshotSubscription } from "../subscription-snapshot";
import { lockAccount, resolveAccount } from "./resolve-account";
import { savePaymentMethod } from "./save-payment-method";
import { syncAccountTier } from "./sync-account-tier";
import type { ApplyResult, EventStamp } from "./types";

function actionFor(eventType: string, previousStatus: string | null): string {
  if (eventType === "customer.subscription.deleted") return "billing.subscription_deleted";
  if (previousStatus === null) return "billing.subscription_created";
  return "billing.subscription_updated";
}

/**
 * Applies one observed state of a subscription: stored unless older than what is recorded, then
 * the account's tier follows. Runs inside the webhook's transaction.
 */
export async function applySubscription(
  tx: DbOrTx,
  ctx: Ctx,
  sub: Stripe.Subscription,
  paymentMethod: Stripe.PaymentMethod | null,
  event: EventStamp,
): Promise<ApplyResult> {
  const observed = snapshotSubscription(sub);
  // A deleted subscription has ended whatever status its payload still carries (docs/api.md §6: back to free).
  const snap =
    event.type === "customer.subscription.deleted"
      ? { ...observed, status: "canceled" as const, endedAt: observed.endedAt ?? event.created, canceledAt: observed.canceledAt ?? event.created }
      : observed;
  const stored = await findSubscription(tx, snap.stripeSubscriptionId);
  // A subscription stays with the account it was first recorded for.
  const accountId = stored?.accountId ?? (await resolveAccount(tx, { accountIdMetadata: snap.accountIdMetadata, stripeCustomerId: snap.stripeCustomerId }));
  if (!accountId) {
    ctx.log.warn({ stripeEventId: event.id, stripeSubscriptionId: snap.stripeSubscriptionId }, "subscription matches no account");
    return { outcome: "unmatched", accountId: null };
  }
  await lockAccount(tx, accountId);
  // Re-read under the lock: a concurrent event for the same subscription may just have written it.
  const current = await findSubscription(tx, snap.stripeSubscriptionId);
  const incoming = {
    status: snap.status,
    currentPeriodStart: snap.currentPeriodStart,
    eventCreatedAt: event.created,
    eventType: event.type,
  };
  if (
    current &&
    isStaleSubscriptionVersion(
      { status: current.status, currentPeriodStart: current.currentPeriodStart, eventCreatedAt: current.lastEventAt, eventType: current.lastEventType },
      incoming,
    )
  ) {
    ctx.log.info(
      { stripeEventId: event.id, stripeSubscriptionId: snap.stripeSubscriptionId, storedStatus: current.status, incomingStatus: snap.status },
      "ignored an out-of-date subscription event",
    );
    return { outcome: "stale", accountId };
  }

  const now = ctx.now();
  const values = {
    accountId,
    stripeCustomerId: snap.stripeCustomerId,
    status: snap.status,
    priceId: snap.priceId,
    plan: snap.plan,
    priceTier: snap.priceTier,
    currentPeriodStart: snap.currentPeriodStart,
    currentPeriodEnd: snap.currentPeriodEnd,
    cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
    canceledAt: snap.canceledAt,
    endedAt: snap.endedAt,
    defaultPaymentMethodId: snap.defaultPaymentMethodId,
    stripeCreatedAt: snap.createdAt,
    lastEventAt: event.created,
    lastEventType: event.type,
    lastEventId: event.id,
    updatedAt: now,
  };
  await tx
    .insert(billingSubscriptions)
    .values({ stripeSubscriptionId: snap.stripeSubscriptionId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: billingSubscriptions.stripeSubscriptionId, set: values });

  const changed =
    !current ||
    current.status !== snap.status ||
    current.priceId !== snap.priceId ||
    current.cancelAtPeriodEnd !== snap.cancelAtPeriodEnd ||
    current.currentPeriodEnd?.getTime() !== snap.currentPeriodEnd?.getTime() ||
    event.type === "customer.subscription.deleted";
  if (changed) {
    await recordEvent(tx, ctx, {
      accountId,
      action: actionFor(event.type, current?.status ?? null),
      targetType: "subscription",
      targetId: snap.stripeSubscriptionId,
      details: {
        status: snap.status,
        previousStatus: current?.status ?? null,
        priceId: snap.priceId,
        tier: snap.priceTier,
        cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
        currentPeriodEnd: snap.currentPeriodEnd?.toISOString() ?? null,
        stripeEventId: event.id,
        stripeEventType: event.type,
      },
    });
  }
  if (paymentMethod) await savePaymentMethod(tx, ctx, accountId, paymentMethod, event.id);
  if (isEntitledStatus(snap.status) && !snap.priceTier) {
    ctx.log.warn(
      { stripeEventId: event.id, stripeSubscriptionId: snap.stripeSubscriptionId, priceId: snap.priceId },
      "billing.subscription.tier_unresolved: the price names no tier; the subscription grants none",
    );
  }
  await syncAccountTier(tx, ctx, accountId, { eventId: event.id, subscriptionId: snap.stripeSubscriptionId });
  return { outcome: "applied", accountId };
}
