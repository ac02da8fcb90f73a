import type Stripe from "stripe";
import type { EnvVars } from "@/lib/stripe/config";
import { isTier, TIERS, type Tier } from "@/lib/vocabulary";

/** The paid tiers a price can be configured for with `STRIPE_PRICE_<TIER>`. */
export const PAID_TIERS = TIERS.filter((t): t is Exclude<Tier, "free"> => t !== "free");
export type PaidTier = (typeof PAID_TIERS)[number];

function normalise(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase();
  return v ? v : null;
}

/**
 * Price ids configured per tier (`STRIPE_PRICE_STARTER`, `STRIPE_PRICE_BUSINESS`, ...). They are what
 * the console's plan cards offer, and the last fallback when a price carries neither `tier`
 * metadata nor a tier-shaped `lookup_key`.
 */
export function configuredPriceIds(env: EnvVars = process.env): Partial<Record<PaidTier, string>> {
  const out: Partial<Record<PaidTier, string>> = {};
  for (const tier of PAID_TIERS) {
    const id = env[`STRIPE_PRICE_${tier.toUpperCase()}`]?.trim();
    if (id) out[tier] = id;
  }
  return out;
}

type PriceLike = Pick<Stripe.Price, "id" | "lookup_key" | "metadata">;

/**
 * docs/api.md §6: the price's `tier` metadata, else the part of its `lookup_key` before the first `_`
 * (`scale_monthly` → `scale`), else the tier whose `STRIPE_PRICE_<TIER>` names this price.
 * `null` when none of them names a known tier.
 */
export function tierFromPrice(price: PriceLike | null | undefined, priceIds: Partial<Record<PaidTier, string>> = configuredPriceIds()): Tier | null {
  if (!price) return null;
  const fromMetadata = normalise(price.metadata?.tier);
  if (isTier(fromMetadata)) return fromMetadata;
  const lookupKey = normalise(price.lookup_key);
  if (lookupKey) {
    const prefix = lookupKey.split("_", 1)[0];
    if (isTier(prefix)) return prefix;
  }
  for (const tier of PAID_TIERS) {
    if (priceIds[tier] === price.id) return tier;
  }
  return null;
}

/** The price of the subscription's first item: the one docs/api.md §6 derives the tier from. */
export function firstItemPrice(subscription: Pick<Stripe.Subscription, "items">): Stripe.Price | null {
  return subscription.items?.data?.[0]?.price ?? null;
}

export function tierFromSubscription(subscription: Pick<Stripe.Subscription, "items">, priceIds?: Partial<Record<PaidTier, string>>): Tier | null {
  return tierFromPrice(firstItemPrice(subscription), priceIds);
}

/**
 * Statuses in which the subscription's tier is granted. `past_due` keeps access while Stripe
 * retries the payment; `incomplete` (first payment not made), `unpaid`, `paused`, `canceled` and
 * `incomplete_expired` do not.
 */
const ENTITLED_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

export function isEntitledStatus(status: string): boolean {
  return ENTITLED_STATUSES.has(status);
}

/** The tier an account gets from a subscription in this status with this price tier. */
export function entitledTier(status: string, priceTier: Tier | null): Tier {
  return isEntitledStatus(status) && priceTier ? priceTier : "free";
}
