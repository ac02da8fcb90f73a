import type Stripe from "stripe";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { getStripe, isStripeConfigured } from "@/lib/stripe/client";
import { isStripeMissingResource } from "./internal/stripe-errors";
import { configuredPriceIds, PAID_TIERS } from "./internal/plan-tier";
import { TIERS, type Tier } from "@/lib/vocabulary";
import { usageLimitFor } from "./internal/usage-limits";

export interface Plan {
  tier: Tier;
  /** The price checkout starts for this tier, or null when none is configured (or it is gone). */
  priceId: string | null;
  amount: number | null;
  currency: string | null;
  interval: string | null;
  limit: number;
  features: string[];
}

/** What each tier unlocks: the gates of docs/api.md §6 and the metered limit. */
const FEATURES: Record<Tier, string[]> = {
  free: ["Built-in frameworks and evidence", "Document generation", "Continuous monitoring"],
  starter: ["Everything in Free", "10× the metered operations"],
  business: ["Everything in Starter", "Audits with external auditors"],
  scale: ["Everything in Business", "Custom frameworks"],
  enterprise: ["Everything in Scale", "The highest usage limit"],
};

/** Prices change rarely; the billing page should not wait on Stripe for each render. */
const PRICE_TTL_MS = 5 * 60_000;
const priceCache = new Map<string, { price: Stripe.Price | null; until: number }>();

async function priceOf(ctx: Ctx, id: string): Promise<Stripe.Price | null> {
  const now = Date.now();
  const hit = priceCache.get(id);
  if (hit && hit.until > now) return hit.price;
  try {
    const price = await getStripe().prices.retrieve(id);
    priceCache.set(id, { price, until: now + PRICE_TTL_MS });
    return price;
  } catch (error) {
    if (isStripeMissingResource(error)) {
      priceCache.set(id, { price: null, until: now + PRICE_TTL_MS });
    } else {
      // The page still renders, without amounts, while Stripe cannot be asked; not cached.
      ctx.log.warn({ err: error, priceId: id }, "could not load a plan price");
    }
    return null;
  }
}

/** The plan cards of the billing page: every tier, with the configured STRIPE_PRICE_<TIER> prices. */
export async function listPlans(ctx: Ctx): Promise<Plan[]> {
  requireRole(ctx, "viewer");
  const ids = configuredPriceIds();
  const configured = isStripeConfigured();
  const prices = new Map<Tier, Stripe.Price | null>();
  await Promise.all(
    PAID_TIERS.map(async (tier) => {
      const id = ids[tier];
      prices.set(tier, id && configured ? await priceOf(ctx, id) : null);
    }),
  );
  return TIERS.map((tier) => {
    const price = prices.get(tier) ?? null;
    const usable = price && price.active && price.type === "recurring";
    return {
      tier,
      priceId: usable ? price.id : null,
      amount: usable ? price.unit_amount : null,
      currency: usable ? price.currency : null,
      interval: usable ? (price.recurring?.interval ?? null) : null,
      limit: usageLimitFor(tier),
      features: FEATURES[tier],
    };
  });
}
