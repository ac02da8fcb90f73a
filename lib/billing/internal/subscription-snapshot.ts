import type Stripe from "stripe";
import { firstItemPrice, tierFromPrice, type PaidTier } from "./plan-tier";
import type { Tier } from "@/lib/vocabulary";

/** What the product keeps of a Stripe subscription, flattened from the API object. */
export interface SubscriptionSnapshot {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  /** `metadata.account_id` of the subscription, when the checkout put it there. */
  accountIdMetadata: string | null;
  status: Stripe.Subscription.Status;
  priceId: string | null;
  /** A readable plan name: the price nickname, else the product name, else the tier, else the lookup key. */
  plan: string | null;
  /** The tier the price names (null when it names none); the account only gets it while entitled. */
  priceTier: Tier | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  defaultPaymentMethodId: string | null;
  createdAt: Date;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

function planName(price: Stripe.Price | null, tier: Tier | null): string | null {
  if (!price) return null;
  if (price.nickname) return price.nickname;
  const product = price.product;
  if (product && typeof product === "object" && "name" in product && product.name) return product.name;
  if (tier) return tier.charAt(0).toUpperCase() + tier.slice(1);
  return price.lookup_key ?? null;
}

/**
 * Since API version 2025-03-31 the billing period lives on each subscription item rather than
 * on the subscription; the first item is the one the tier comes from, so its period is used.
 * Events rendered for an older API version (an endpoint pinned to it) carry it on the subscription.
 */
export function snapshotSubscription(sub: Stripe.Subscription, priceIds?: Partial<Record<PaidTier, string>>): SubscriptionSnapshot {
  const item = sub.items?.data?.[0];
  const price = firstItemPrice(sub);
  const customerId = idOf(sub.customer as string | { id: string });
  if (!customerId) throw new Error(`subscription ${sub.id} has no customer`);
  const accountId = sub.metadata?.account_id?.trim();
  const priceTier = tierFromPrice(price, priceIds);
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    stripeSubscriptionId: sub.id,
    stripeCustomerId: customerId,
    accountIdMetadata: accountId ? accountId : null,
    status: sub.status,
    priceId: price?.id ?? null,
    plan: planName(price, priceTier),
    priceTier,
    currentPeriodStart: fromUnix(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    canceledAt: fromUnix(sub.canceled_at),
    endedAt: fromUnix(sub.ended_at),
    defaultPaymentMethodId: idOf(sub.default_payment_method),
    createdAt: fromUnix(sub.created) ?? new Date(0),
  };
}
