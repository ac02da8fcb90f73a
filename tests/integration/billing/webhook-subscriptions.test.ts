import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { GET as listAudits } from "@/app/api/v1/audits/route";
import { GET as listCustomFrameworks } from "@/app/api/v1/custom-frameworks/route";
import { POST as checkout } from "@/app/api/v1/billing/checkout/route";
import { GET as status } from "@/app/api/v1/billing/status/route";
import { GET as subscriptionRoute } from "@/app/api/v1/billing/subscription/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { accounts } from "@/db/accounts";
import { billingSubscriptions, billingWebhookEvents } from "@/db/billing";
import { getDb } from "@/lib/db/client";
import { addMonths } from "../../fakes/stripe-server";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { deliver, eventsOf, unix, withFakeStripe } from "./stripe-harness";

const h = withFakeStripe();

async function tierOf(accountId: string) {
  const [row] = await getDb().select({ tier: accounts.tier }).from(accounts).where(eq(accounts.id, accountId));
  return row.tier;
}

/** An account that went through checkout: it has a Stripe customer, the session is still open. */
async function checkedOut(priceId: string): Promise<{ account: TestAccount; sessionId: string; customerId: string }> {
  const account = await createAccount();
  const res = await call(checkout, { path: "/api/v1/billing/checkout", token: account.token, body: { priceId } });
  expect(res.status).toBe(200);
  const sessionId = res.body.data.url.split("/").pop();
  return { account, sessionId, customerId: h.fake.checkoutSessions.get(sessionId)!.customer };
}

describe("checkout.session.completed", () => {
  it("fetches the subscription, records it with the payment method, and moves the tier", async () => {
    const { account, sessionId } = await checkedOut(h.prices.business.id);
    expect(await tierOf(account.accountId)).toBe("free");
    const { session, subscription } = h.fake.completeCheckout(sessionId);

    const res = await deliver(h.fake.event("checkout.session.completed", session));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, received: true, data: { received: true, outcome: "applied" } });
    expect(h.fake.requestsTo("GET", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);

    expect(await tierOf(account.accountId)).toBe("business");
    const st = await call(status, { path: "/api/v1/billing/status", token: account.token });
    expect(st.body.data).toEqual({
      tier: "business",
      plan: "Business",
      subscriptionStatus: "active",
      renewalDate: new Date(subscription.items.data[0].current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      paymentMethod: { type: "card", brand: "visa", last4: "4242", expMonth: 12, expYear: expect.any(Number) },
      hasCustomer: true,
      billingEnabled: true,
    });
    const sub = await call(subscriptionRoute, { path: "/api/v1/billing/subscription", token: account.token });
    expect(sub.body.data).toMatchObject({ id: subscription.id, plan: "Business", tier: "business", status: "active", cancelAtPeriodEnd: false });

    const actions = (await eventsOf(account.accountId)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["billing.subscription_created", "billing.payment_method_updated", "billing.tier_changed"]));
    const [tierChange] = await eventsOf(account.accountId, "billing.tier_changed");
    expect(tierChange.details).toMatchObject({ from: "free", to: "business" });
  });
});

describe("checkout.session.completed reads the current state", () => {
  it("an event older than that read does not roll it back", async () => {
    const { account, sessionId } = await checkedOut(h.prices.business.id);
    const { session, subscription } = h.fake.completeCheckout(sessionId);
    const beforeCancel = h.fake.event("customer.subscription.updated", subscription, { created: unix(-5) });
    h.fake.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });

    await deliver(h.fake.event("checkout.session.completed", session, { created: unix(-10) }));
    expect((await deliver(beforeCancel)).body.data.outcome).toBe("stale");
    const res = await call(subscriptionRoute, { path: "/api/v1/billing/subscription", token: account.token });
    expect(res.body.data).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });
});

describe("customer.subscription.* events", () => {
  it("tier and tier gates follow created → updated → deleted", async () => {
    const { account, customerId } = await checkedOut(h.prices.starter.id);
    const audits = () => call(listAudits, { path: "/api/v1/audits", token: account.token });
    const gated = await audits();
    expect(gated.status).toBe(403);
    expect(gated.body.error).toMatchObject({ code: "plan_upgrade_required", details: { requiredTier: "business", currentTier: "free" } });

    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.starter.id, metadata: { account_id: account.accountId } });
    expect((await deliver(h.fake.event("customer.subscription.created", sub, { created: unix(-30) }))).status).toBe(200);
    expect(await tierOf(account.accountId)).toBe("starter");
    expect((await audits()).status).toBe(403);

    const upgraded = h.fake.updateSubscription(sub.id, { price: h.prices.business.id });
    await deliver(h.fake.event("customer.subscription.updated", upgraded, { created: unix(-20) }));
    expect(await tierOf(account.accountId)).toBe("business");
    expect((await audits()).status).toBe(200);
    const meRes = await call(me, { path: "/api/v1/auth/me", token: account.token });
    expect(meRes.body.data.account.tier).toBe("business");

    const deleted = h.fake.cancelSubscription(sub.id);
    await deliver(h.fake.event("customer.subscription.deleted", deleted, { created: unix(-10) }));
    expect(await tierOf(account.accountId)).toBe("free");
    const blocked = await audits();
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.details.currentTier).toBe("free");
    const current = await call(subscriptionRoute, { path: "/api/v1/billing/subscription", token: account.token });
    expect(current.body).toEqual({ success: true, data: null });

    const changes = (await eventsOf(account.accountId, "billing.tier_changed")).map((e) => [e.details.from, e.details.to]);
    expect(changes).toEqual([
      ["free", "starter"],
      ["starter", "business"],
      ["business", "free"],
    ]);
    expect((await eventsOf(account.accountId, "billing.subscription_deleted")).length).toBe(1);
  });

  it("returns the account to free on customer.subscription.deleted even when the payload still says active", async () => {
    const { account, customerId } = await checkedOut(h.prices.business.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.business.id, metadata: { account_id: account.accountId } });
    await deliver(h.fake.event("customer.subscription.created", sub, { created: unix(-30) }));
    expect(await tierOf(account.accountId)).toBe("business");
    await deliver(h.fake.event("customer.subscription.deleted", { ...sub, status: "active" }, { created: unix(-10) }));
    expect(await tierOf(account.accountId)).toBe("free");
  });

  it("the scale gate (custom frameworks) opens with a scale subscription and closes after it", async () => {
    const { account, customerId } = await checkedOut(h.prices.scale.id);
    const frameworks = () => call(listCustomFrameworks, { path: "/api/v1/custom-frameworks", token: account.token });
    expect((await frameworks()).body.error).toMatchObject({ code: "plan_upgrade_required", details: { requiredTier: "scale", currentTier: "free" } });
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.scale.id, metadata: { account_id: account.accountId } });
    await deliver(h.fake.event("customer.subscription.created", sub, { created: unix(-20) }));
    expect((await frameworks()).status).toBe(200);
    expect((await call(listAudits, { path: "/api/v1/audits", token: account.token })).status).toBe(200);
    await deliver(h.fake.event("customer.subscription.deleted", h.fake.cancelSubscription(sub.id), { created: unix(-10) }));
    expect((await frameworks()).status).toBe(403);
  });

  it("grants the tier only while the status is entitled", async () => {
    const { account, customerId } = await checkedOut(h.prices.scale.id);
    const sub = h.fake.createSubscription({
      customer: customerId,
      price: h.prices.scale.id,
      status: "incomplete",
      metadata: { account_id: account.accountId },
    });
    await deliver(h.fake.event("customer.subscription.created", sub, { created: unix(-50) }));
    expect(await tierOf(account.accountId)).toBe("free");
    for (const [i, [s, tier]] of (
      [
        ["active", "scale"],
        ["past_due", "scale"],
        ["unpaid", "free"],
        ["active", "scale"],
        ["paused", "free"],
        ["trialing", "scale"],
      ] as const
    ).entries()) {
      const next = h.fake.updateSubscription(sub.id, { status: s });
      await deliver(h.fake.event("customer.subscription.updated", next, { created: unix(-40 + i) }));
      expect(await tierOf(account.accountId), s).toBe(tier);
    }
  });

  it("finds the account through the Stripe customer when the subscription has no account metadata", async () => {
    const { account, customerId } = await checkedOut(h.prices.business.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.business.id });
    await deliver(h.fake.event("customer.subscription.created", sub));
    expect(await tierOf(account.accountId)).toBe("business");
  });

  it("a cancel-at-period-end keeps the tier until the deletion arrives", async () => {
    const { account, customerId } = await checkedOut(h.prices.business.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.business.id, metadata: { account_id: account.accountId } });
    await deliver(h.fake.event("customer.subscription.created", sub, { created: unix(-20) }));
    const canceling = h.fake.updateSubscription(sub.id, { cancelAtPeriodEnd: true });
    await deliver(h.fake.event("customer.subscription.updated", canceling, { created: unix(-10) }));
    expect(await tierOf(account.accountId)).toBe("business");
    const res = await call(subscriptionRoute, { path: "/api/v1/billing/subscription", token: account.token });
    expect(res.body.data).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      renewalDate: new Date(sub.items.data[0].current_period_end * 1000).toISOString(),
    });
  });

  it("an account with two subscriptions keeps the higher tier when one is deleted", async () => {
    const { account, customerId } = await checkedOut(h.prices.starter.id);
    const a = h.fake.createSubscription({ customer: customerId, price: h.prices.starter.id, metadata: { account_id: account.accountId } });
    const b = h.fake.createSubscription({ customer: customerId, price: h.prices.scale.id, metadata: { account_id: account.accountId } });
    await deliver(h.fake.event("customer.subscription.created", a, { created: unix(-30) }));
    await deliver(h.fake.event("customer.subscription.created", b, { created: unix(-29) }));
    expect(await tierOf(account.accountId)).toBe("scale");
    await deliver(h.fake.event("customer.subscription.deleted", h.fake.cancelSubscription(b.id), { created: unix(-20) }));
    expect(await tierOf(account.accountId)).toBe("starter");
    await deliver(h.fake.event("customer.subscription.deleted", h.fake.cancelSubscription(a.id), { created: unix(-10) }));
    expect(await tierOf(account.accountId)).toBe("free");
  });

  it("a price that names no tier grants nothing", async () => {
    const { account, customerId } = await checkedOut(h.prices.business.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.untiered.id, metadata: { account_id: account.accountId } });
    const res = await deliver(h.fake.event("customer.subscription.created", sub));
    expect(res.body.data.outcome).toBe("applied");
    expect(await tierOf(account.accountId)).toBe("free");
  });
});

describe("duplicate and out-of-order deliveries", () => {
  it("applies a repeated event id once", async () => {
    const { account, customerId } = await checkedOut(h.prices.business.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.business.id, metadata: { account_id: account.accountId } });
    const event = h.fake.event("customer.subscription.created", sub);
    const first = await deliver(event);
    const again = await deliver(event);
    expect(first.body.data.outcome).toBe("applied");
    expect(again.status).toBe(200);
    expect(again.body.data.outcome).toBe("duplicate");
    expect(await eventsOf(account.accountId, "billing.subscription_created")).toHaveLength(1);
    expect(await eventsOf(account.accountId, "billing.tier_changed")).toHaveLength(1);
  });

  it("applies concurrent duplicate deliveries once", async () => {
    const { account, customerId } = await checkedOut(h.prices.scale.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.scale.id, metadata: { account_id: account.accountId } });
    const event = h.fake.event("customer.subscription.created", sub);
    const results = await Promise.all(Array.from({ length: 8 }, () => deliver(event)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.outcome === "applied")).toHaveLength(1);
    expect(results.filter((r) => r.body.data.outcome === "duplicate")).toHaveLength(7);
    expect(await eventsOf(account.accountId, "billing.tier_changed")).toHaveLength(1);
    const rows = await getDb().select().from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "applied", accountId: account.accountId, type: "customer.subscription.created" });
  });

  it("an older event delivered late does not roll the subscription back", async () => {
    const { account, customerId } = await checkedOut(h.prices.starter.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.starter.id, metadata: { account_id: account.accountId } });
    const created = h.fake.event("customer.subscription.created", sub, { created: unix(-60) });
    const upgraded = h.fake.event("customer.subscription.updated", h.fake.updateSubscription(sub.id, { price: h.prices.scale.id }), { created: unix(-30) });
    const deleted = h.fake.event("customer.subscription.deleted", h.fake.cancelSubscription(sub.id), { created: unix(-10) });

    // Stripe delivers them newest first.
    expect((await deliver(deleted)).body.data.outcome).toBe("applied");
    expect((await deliver(upgraded)).body.data.outcome).toBe("stale");
    expect((await deliver(created)).body.data.outcome).toBe("stale");
    expect(await tierOf(account.accountId)).toBe("free");
    const [row] = await getDb().select().from(billingSubscriptions).where(eq(billingSubscriptions.stripeSubscriptionId, sub.id));
    expect(row).toMatchObject({ status: "canceled", lastEventId: deleted.id });
  });

  it("a renewal's state wins over a replayed state of the previous period", async () => {
    const { account, customerId } = await checkedOut(h.prices.business.id);
    const start = unix(-40 * 86400);
    const sub = h.fake.createSubscription({
      customer: customerId,
      price: h.prices.business.id,
      periodStart: start,
      metadata: { account_id: account.accountId },
    });
    const oldPeriodPastDue = h.fake.event("customer.subscription.updated", h.fake.updateSubscription(sub.id, { status: "past_due" }), { created: unix(-100) });
    const renewed = h.fake.updateSubscription(sub.id, { status: "active", periodStart: addMonths(start, 1), periodEnd: addMonths(start, 2) });
    await deliver(h.fake.event("customer.subscription.updated", renewed, { created: unix(-200) }));
    // Created later by Stripe's clock (a manual resend of an old event), but about the older period.
    expect((await deliver(oldPeriodPastDue)).body.data.outcome).toBe("stale");
    const res = await call(subscriptionRoute, { path: "/api/v1/billing/subscription", token: account.token });
    expect(res.body.data).toMatchObject({ status: "active", currentPeriodStart: new Date(addMonths(start, 1) * 1000).toISOString() });
  });

  it("concurrent deliveries of one subscription's events end on the newest state", async () => {
    const { account, customerId } = await checkedOut(h.prices.starter.id);
    const sub = h.fake.createSubscription({ customer: customerId, price: h.prices.starter.id, metadata: { account_id: account.accountId } });
    const events = [h.fake.event("customer.subscription.created", sub, { created: unix(-50) })];
    for (const [i, price] of [h.prices.business.id, h.prices.scale.id, h.prices.starter.id, h.prices.business.id].entries()) {
      events.push(h.fake.event("customer.subscription.updated", h.fake.updateSubscription(sub.id, { price }), { created: unix(-40 + i * 5) }));
    }
    const results = await Promise.all([...events].reverse().map((e) => deliver(e)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await tierOf(account.accountId)).toBe("business");
    const [row] = await getDb().select().from(billingSubscriptions).where(eq(billingSubscriptions.stripeSubscriptionId, sub.id));
    expect(row.lastEventId).toBe(events.at(-1)!.id);
  });

  it("out-of-order created/updated in any order ends on the newest state", async () => {
    const { account, customerId } = await checkedOut(h.prices.starter.id);
    const sub = h.fake.createSubscription({
      customer: customerId,
      price: h.prices.starter.id,
      status: "incomplete",
      metadata: { account_id: account.accountId },
    });
    const events: Stripe.Event[] = [h.fake.event("customer.subscription.created", sub, { created: unix(-9) })];
    events.push(h.fake.event("customer.subscription.updated", h.fake.updateSubscription(sub.id, { status: "active" }), { created: unix(-9) }));
    events.push(h.fake.event("customer.subscription.updated", h.fake.updateSubscription(sub.id, { price: h.prices.business.id }), { created: unix(-5) }));
    for (const e of [events[2], events[0], events[1]]) await deliver(e);
    expect(await tierOf(account.accountId)).toBe("business");
    const [row] = await getDb().select().from(billingSubscriptions).where(eq(billingSubscriptions.stripeSubscriptionId, sub.id));
    expect(row).toMatchObject({ status: "active", priceId: h.prices.business.id, lastEventId: events[2].id });
  });
});

describe("signature verification", () => {
  const event = () => h.fake.event("customer.subscription.updated", { id: "sub_x", object: "subscription" });

  it("refuses a wrong secret, a tampered body, a stale timestamp and a missing header with 400 invalid_signature", async () => {
    const e = event();
    const wrong = await deliver(e, { secret: "whsec_not_the_right_one" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: { code: "invalid_signature" } });
    expect((await deliver(e, { timestamp: unix(-3600) })).status).toBe(400);

    const { POST } = await import("@/app/api/v1/billing/webhook/route");
    const { signedStripeDelivery } = await import("../../fakes/stripe-server");
    const signed = signedStripeDelivery(e);
    const tampered = await call(POST, { path: "/api/v1/billing/webhook", body: signed.body.replace("sub_x", "sub_y"), headers: signed.headers });
    expect(tampered.status).toBe(400);
    const unsigned = await call(POST, { path: "/api/v1/billing/webhook", body: signed.body, headers: { "content-type": "application/json" } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.code).toBe("invalid_signature");
    // Nothing was recorded for any of them.
    expect(await getDb().select().from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, e.id))).toHaveLength(0);
  });

  it("acknowledges event types it does not handle, and events for unknown customers", async () => {
    const ignored = await deliver(h.fake.event("charge.refunded" as Stripe.Event.Type, { id: "ch_1", object: "charge" }));
    expect(ignored.status).toBe(200);
    expect(ignored.body).toMatchObject({ received: true, data: { received: true, outcome: "ignored" } });
    h.fake.customers.set("cus_stranger", { id: "cus_stranger", object: "customer", metadata: {}, invoice_settings: {} });
    const stranger = h.fake.createSubscription({ customer: "cus_stranger", price: h.prices.business.id, metadata: { account_id: "not-a-uuid" } });
    const unmatched = await deliver(h.fake.event("customer.subscription.created", stranger));
    expect(unmatched.status).toBe(200);
    expect(unmatched.body.data.outcome).toBe("unmatched");
  });

  it("refuses a signed payload that is not an event, and a body over 1 MiB", async () => {
    const notEvent = await deliver({ hello: "world" });
    expect(notEvent.status).toBe(400);
    expect(notEvent.body.error.code).toBe("validation_failed");
    const huge = h.fake.event("customer.updated", { id: "cus_big", object: "customer", padding: "x".repeat(1024 * 1024) });
    const res = await deliver(huge);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });

  it("answers 503 without a webhook secret, so Stripe retries later", async () => {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const res = await deliver(event());
      expect(res.status).toBe(503);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = secret;
    }
  });
});

describe("customer events", () => {
  it("customer.updated refreshes contact details and the default card; customer.deleted unlinks", async () => {
    const { account, customerId } = await checkedOut(h.prices.business.id);
    const pm = h.fake.createPaymentMethod(customerId, { brand: "mastercard", last4: "4444", exp_month: 3, exp_year: 2031 });
    const customer = h.fake.customers.get(customerId)!;
    customer.email = "billing@example.com";
    customer.invoice_settings.default_payment_method = pm.id;
    await deliver(h.fake.event("customer.updated", customer));
    const st = await call(status, { path: "/api/v1/billing/status", token: account.token });
    expect(st.body.data.paymentMethod).toEqual({ type: "card", brand: "mastercard", last4: "4444", expMonth: 3, expYear: 2031 });
    expect((await eventsOf(account.accountId, "billing.customer_updated"))[0].details).toMatchObject({ email: "billing@example.com" });

    await deliver(h.fake.event("customer.deleted", { ...customer, deleted: true }));
    const after = await call(status, { path: "/api/v1/billing/status", token: account.token });
    expect(after.body.data).toMatchObject({ hasCustomer: false, paymentMethod: null });
    const again = await call(checkout, { path: "/api/v1/billing/checkout", token: account.token, body: { priceId: h.prices.business.id } });
    expect(again.status).toBe(200);
    const newCustomer = h.fake.checkoutSessions.get(again.body.data.url.split("/").pop())!.customer;
    expect(newCustomer).not.toBe(customerId);
  });
});
