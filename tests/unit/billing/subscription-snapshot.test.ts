import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { snapshotSubscription } from "@/lib/billing/internal/subscription-snapshot";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe-server";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

function customer(): string {
  const id = "cus_snap_" + fake.customers.size;
  fake.customers.set(id, { id, object: "customer", metadata: {}, invoice_settings: { default_payment_method: null } });
  return id;
}

describe("snapshotSubscription", () => {
  it("flattens what the product keeps, with the period from the first item", () => {
    const price = fake.createPrice({ lookupKey: "scale_monthly", nickname: "Scale (monthly)" });
    const sub = fake.createSubscription({
      customer: customer(),
      price: price.id,
      metadata: { account_id: " acc_9 " },
      periodStart: 1_800_000_000,
      periodEnd: 1_802_592_000,
      defaultPaymentMethod: "pm_123",
      created: 1_799_999_000,
    });
    expect(snapshotSubscription(sub, {})).toEqual({
      stripeSubscriptionId: sub.id,
      stripeCustomerId: sub.customer,
      accountIdMetadata: "acc_9",
      status: "active",
      priceId: price.id,
      plan: "Scale (monthly)",
      priceTier: "scale",
      currentPeriodStart: new Date(1_800_000_000_000),
      currentPeriodEnd: new Date(1_802_592_000_000),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      defaultPaymentMethodId: "pm_123",
      createdAt: new Date(1_799_999_000_000),
    });
  });

  it("accepts expanded customer and payment method objects and names the plan after the product", () => {
    const price = fake.createPrice({ metadata: { tier: "business" }, productName: "Business" });
    const sub = fake.createSubscription({ customer: customer(), price: price.id }) as Stripe.Subscription;
    const expanded = {
      ...sub,
      customer: { id: sub.customer as string, object: "customer" },
      default_payment_method: { id: "pm_x", object: "payment_method" },
      items: { ...sub.items, data: [{ ...sub.items.data[0], price: { ...sub.items.data[0].price, product: { id: "prod_1", name: "Business" } } }] },
    } as unknown as Stripe.Subscription;
    const snap = snapshotSubscription(expanded, {});
    expect(snap).toMatchObject({
      stripeCustomerId: sub.customer,
      defaultPaymentMethodId: "pm_x",
      plan: "Business",
      priceTier: "business",
      accountIdMetadata: null,
    });
  });

  it("keeps cancellation data", () => {
    const price = fake.createPrice({ lookupKey: "starter_monthly" });
    const sub = fake.createSubscription({ customer: customer(), price: price.id });
    fake.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
    const canceled = fake.cancelSubscription(sub.id, 1_900_000_000);
    const snap = snapshotSubscription(canceled, {});
    expect(snap.status).toBe("canceled");
    expect(snap.cancelAtPeriodEnd).toBe(true);
    expect(snap.endedAt).toEqual(new Date(1_900_000_000_000));
    expect(snap.plan).toBe("Starter");
  });
});

describe("snapshotSubscription plan names", () => {
  it("falls back to the lookup key when the price names no tier", () => {
    const price = fake.createPrice({ lookupKey: "addon_seats" });
    const sub = fake.createSubscription({ customer: customer(), price: price.id });
    expect(snapshotSubscription(sub, {})).toMatchObject({ plan: "addon_seats", priceTier: null });
  });
});

describe("snapshotSubscription with an older API version's payload", () => {
  it("reads the period from the subscription when the items do not carry it", () => {
    const price = fake.createPrice({ lookupKey: "business_monthly" });
    const sub = fake.createSubscription({ customer: customer(), price: price.id });
    const legacy = {
      ...sub,
      current_period_start: 1_700_000_000,
      current_period_end: 1_702_592_000,
      items: { ...sub.items, data: sub.items.data.map(({ current_period_start: _s, current_period_end: _e, ...rest }) => rest) },
    } as unknown as Stripe.Subscription;
    const snap = snapshotSubscription(legacy, {});
    expect(snap.currentPeriodStart).toEqual(new Date(1_700_000_000_000));
    expect(snap.currentPeriodEnd).toEqual(new Date(1_702_592_000_000));
  });
});
