import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { configuredPriceIds, entitledTier, isEntitledStatus, tierFromPrice, tierFromSubscription } from "@/lib/billing/internal/plan-tier";

const price = (p: Partial<Stripe.Price>) => ({ id: "price_x", lookup_key: null, metadata: {}, ...p }) as Pick<Stripe.Price, "id" | "lookup_key" | "metadata">;

describe("tierFromPrice", () => {
  it("takes the tier metadata first", () => {
    expect(tierFromPrice(price({ metadata: { tier: "business" }, lookup_key: "scale_monthly" }), {})).toBe("business");
  });

  it("ignores case and surrounding blanks in metadata", () => {
    expect(tierFromPrice(price({ metadata: { tier: " Scale " } }), {})).toBe("scale");
  });

  it("falls back to the lookup_key part before the first underscore", () => {
    expect(tierFromPrice(price({ lookup_key: "scale_monthly" }), {})).toBe("scale");
    expect(tierFromPrice(price({ lookup_key: "starter_yearly_2026" }), {})).toBe("starter");
    expect(tierFromPrice(price({ lookup_key: "enterprise" }), {})).toBe("enterprise");
  });

  it("skips metadata that names no tier and uses the lookup key", () => {
    expect(tierFromPrice(price({ metadata: { tier: "gold" }, lookup_key: "business_annual" }), {})).toBe("business");
  });

  it("uses the configured STRIPE_PRICE_<TIER> ids as the last resort", () => {
    expect(tierFromPrice(price({ id: "price_abc", lookup_key: "pro_monthly" }), { scale: "price_abc" })).toBe("scale");
  });

  it("answers null when nothing names a tier", () => {
    expect(tierFromPrice(price({ lookup_key: "pro_monthly", metadata: { plan: "pro" } }), { starter: "price_other" })).toBeNull();
    expect(tierFromPrice(null, {})).toBeNull();
  });
});

describe("tierFromSubscription", () => {
  it("reads the first item price", () => {
    const sub = {
      items: { data: [{ price: price({ lookup_key: "business_monthly" }) }, { price: price({ lookup_key: "scale_monthly" }) }] },
    } as unknown as Stripe.Subscription;
    expect(tierFromSubscription(sub, {})).toBe("business");
  });

  it("answers null for a subscription without items", () => {
    expect(tierFromSubscription({ items: { data: [] } } as unknown as Stripe.Subscription, {})).toBeNull();
  });
});

describe("configuredPriceIds", () => {
  it("reads STRIPE_PRICE_<TIER> for paid tiers only", () => {
    expect(
      configuredPriceIds({ STRIPE_PRICE_STARTER: " price_s ", STRIPE_PRICE_SCALE: "price_sc", STRIPE_PRICE_FREE: "price_f", STRIPE_PRICE_BUSINESS: "" }),
    ).toEqual({ starter: "price_s", scale: "price_sc" });
  });
});

describe("entitledTier", () => {
  it("grants the price tier while active, trialing or past due", () => {
    for (const status of ["active", "trialing", "past_due"]) {
      expect(isEntitledStatus(status)).toBe(true);
      expect(entitledTier(status, "scale")).toBe("scale");
    }
  });

  it("falls back to free for every other status or an unknown tier", () => {
    for (const status of ["incomplete", "incomplete_expired", "unpaid", "canceled", "paused"]) {
      expect(entitledTier(status, "scale")).toBe("free");
    }
    expect(entitledTier("active", null)).toBe("free");
  });
});
