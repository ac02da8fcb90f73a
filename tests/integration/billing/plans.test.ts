import { afterEach, describe, expect, it } from "vitest";
import { listPlans } from "@/lib/billing/list-plans";
import { makeCtx, memberCaller } from "@/lib/context";
import { createAccount } from "../../helpers/accounts";
import { withFakeStripe } from "./stripe-harness";
import { TIERS } from "@/lib/vocabulary";

const h = withFakeStripe();

afterEach(() => {
  for (const tier of ["STARTER", "BUSINESS", "SCALE", "ENTERPRISE"]) delete process.env[`STRIPE_PRICE_${tier}`];
});

describe("listPlans (the billing page's plan cards)", () => {
  it("offers every tier with its configured price, limit and what it unlocks", async () => {
    const a = await createAccount();
    process.env.STRIPE_PRICE_STARTER = h.prices.starter.id;
    process.env.STRIPE_PRICE_BUSINESS = h.prices.business.id;
    process.env.STRIPE_PRICE_SCALE = "price_missing_at_stripe";
    const ctx = makeCtx(memberCaller(a.userId, a.accountId));
    const plans = await listPlans(ctx);
    expect(plans.map((p) => p.tier)).toEqual([...TIERS]);
    expect(plans[1]).toMatchObject({ tier: "starter", priceId: h.prices.starter.id, amount: 2900, currency: "usd", interval: "month", limit: 1000 });
    expect(plans[2]).toMatchObject({ tier: "business", priceId: h.prices.business.id, amount: 19900, limit: 10_000 });
    expect(plans[2].features.join(" ")).toContain("Audits");
    expect(plans[3]).toMatchObject({ tier: "scale", priceId: null, amount: null });
    expect(plans[3].features.join(" ")).toContain("Custom frameworks");
    expect(plans[4]).toMatchObject({ tier: "enterprise", priceId: null, limit: 1_000_000 });

    const before = h.fake.requestsTo("GET", `/v1/prices/${h.prices.starter.id}`).length;
    await listPlans(ctx);
    expect(h.fake.requestsTo("GET", `/v1/prices/${h.prices.starter.id}`)).toHaveLength(before);
  });

  it("is for customers only", async () => {
    await expect(listPlans(makeCtx({ kind: "anonymous" }))).rejects.toMatchObject({ code: "unauthorized" });
  });
});
