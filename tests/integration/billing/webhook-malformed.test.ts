/**
 * Events with a valid Stripe signature but a shape the handler cannot apply: each is refused with
 * 400 `validation_failed` naming the field, before the event id is claimed or any row is written
 * (the same id, well-formed, is applied afterwards). Every body here is signed like Stripe signs it.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/v1/billing/checkout/route";
import { accounts } from "@/db/accounts";
import { billingWebhookEvents } from "@/db/billing";
import { getDb } from "@/lib/db/client";
import { BAD_TEXT_MESSAGE, isStorableText } from "@/lib/schemas/text-guard";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call, type CallResult } from "../../helpers/http";
import { describeWrites, WriteProbe } from "../fuzz/write-probe";
import { deliver, unix, withFakeStripe } from "./stripe-harness";

const h = withFakeStripe();
const probe = new WriteProbe();

beforeAll(async () => {
  await probe.install();
});
afterAll(async () => {
  await probe.uninstall();
});

interface Customer {
  account: TestAccount;
  customerId: string;
  sessionId: string;
}

/** An account with a Stripe customer and an open checkout: a well-formed event for it would be applied. */
async function customer(): Promise<Customer> {
  const account = await createAccount();
  const res = await call(checkout, { path: "/api/v1/billing/checkout", token: account.token, body: { priceId: h.prices.business.id } });
  expect(res.status).toBe(200);
  const sessionId = res.body.data.url.split("/").pop();
  return { account, sessionId, customerId: h.fake.checkoutSessions.get(sessionId)!.customer };
}

function subscriptionOf(c: Customer): Stripe.Subscription {
  return h.fake.createSubscription({ customer: c.customerId, price: h.prices.business.id, metadata: { account_id: c.account.accountId } });
}

/** An event as plain JSON, to bend its envelope. */
const raw = (event: Stripe.Event) => event as unknown as Record<string, unknown>;

async function tierOf(accountId: string) {
  const [row] = await getDb().select({ tier: accounts.tier }).from(accounts).where(eq(accounts.id, accountId));
  return row.tier;
}

async function claimed(eventId: string) {
  return getDb().select().from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, eventId));
}

/** Delivers a signed event and expects the 400 envelope naming `paths`, with nothing claimed or written. */
async function refused(event: Stripe.Event | Record<string, unknown>, paths: string[]): Promise<CallResult> {
  await probe.take();
  const res = await deliver(event);
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({ success: false, error: { code: "validation_failed", message: expect.any(String) } });
  const details = res.body.error.details as { path: string; message: string }[];
  for (const d of details) expect(d).toEqual({ path: expect.any(String), message: expect.any(String) });
  expect(details.map((d) => d.path)).toEqual(expect.arrayContaining(paths));
  const writes = await probe.unexcused();
  expect(writes, describeWrites(writes)).toEqual([]);
  // (An id PostgreSQL cannot hold cannot be looked up either: the probe above saw no claim.)
  if (typeof event.id === "string" && isStorableText(event.id)) expect(await claimed(event.id)).toEqual([]);
  return res;
}

describe("customer.subscription.* without a customer (a)", () => {
  it("is refused for each subscription event type, and the same event id applies once well-formed", async () => {
    const c = await customer();
    const sub = subscriptionOf(c);
    for (const type of ["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"] as const) {
      const { customer: _omitted, ...withoutCustomer } = sub;
      const res = await refused(h.fake.event(type, withoutCustomer), ["data.object.customer"]);
      expect(res.body.error.details).toEqual([{ path: "data.object.customer", message: "Required" }]);
      await refused(h.fake.event(type, { ...sub, customer: null }), ["data.object.customer"]);
      await refused(h.fake.event(type, { ...sub, customer: "" }), ["data.object.customer"]);
    }
    // Nothing was claimed: the same event id, well-formed, is applied rather than seen as a duplicate.
    const { customer: _omitted, ...withoutCustomer } = sub;
    const malformed = h.fake.event("customer.subscription.created", withoutCustomer, { created: unix(-5) });
    await refused(malformed, ["data.object.customer"]);
    const res = await deliver({ ...raw(malformed), data: { object: sub } });
    expect(res.status).toBe(200);
    expect(res.body.data.outcome).toBe("applied");
    expect(await tierOf(c.account.accountId)).toBe("business");
  });

  it("names every malformed field the appliers read, and keeps unknown fields allowed", async () => {
    const c = await customer();
    const sub = subscriptionOf(c);
    const item = sub.items.data[0];
    const bent = {
      ...sub,
      id: 42,
      status: ["active"],
      metadata: { account_id: 7 },
      cancel_at_period_end: "yes",
      default_payment_method: { id: "pm_x", type: "card", card: { exp_month: 2 ** 40 } },
      items: { ...sub.items, data: [{ ...item, price: { ...item.price, metadata: { tier: 3 }, product: { name: {} } } }] },
      a_field_stripe_added_later: { anything: true },
    };
    await refused(h.fake.event("customer.subscription.updated", bent), [
      "data.object.id",
      "data.object.status",
      "data.object.metadata.account_id",
      "data.object.cancel_at_period_end",
      "data.object.default_payment_method.card.exp_month",
      "data.object.items.data.0.price.metadata.tier",
      "data.object.items.data.0.price.product.name",
    ]);
    const fine = await deliver(h.fake.event("customer.subscription.updated", { ...sub, a_field_stripe_added_later: { anything: true } }));
    expect(fine.status).toBe(200);
    expect(fine.body.data.outcome).toBe("applied");
  });
});

describe("timestamps a Date or PostgreSQL cannot hold (b)", () => {
  it("refuses them on the event and on the object", async () => {
    const c = await customer();
    const sub = subscriptionOf(c);
    const item = sub.items.data[0];
    for (const created of [1e308, -1e15, 1.5, 253_402_300_800]) {
      await refused(h.fake.event("customer.subscription.updated", sub, { created }), ["created"]);
    }
    await refused(h.fake.event("customer.subscription.updated", { ...sub, created: 1e308 }), ["data.object.created"]);
    await refused(h.fake.event("customer.subscription.updated", { ...sub, canceled_at: -1e15, ended_at: 1e308 }), [
      "data.object.canceled_at",
      "data.object.ended_at",
    ]);
    await refused(h.fake.event("customer.subscription.updated", { ...sub, items: { ...sub.items, data: [{ ...item, current_period_end: 1e308 }] } }), [
      "data.object.items.data.0.current_period_end",
    ]);
    const inv = h.fake.createInvoice({ customer: c.customerId, subscription: sub.id });
    await refused(h.fake.event("invoice.paid", { ...inv, created: -1e15 }), ["data.object.created"]);
    expect(await tierOf(c.account.accountId)).toBe("free");
  });
});

describe("checkout.session.completed with a bent reference (c)", () => {
  it("refuses a subscription or customer of the wrong type before asking Stripe", async () => {
    const c = await customer();
    const { session } = h.fake.completeCheckout(c.sessionId);
    const before = h.fake.requestsTo("GET", /^\/v1\/subscriptions\//).length;

    const badSub = await refused(h.fake.event("checkout.session.completed", { ...session, subscription: { id: 3 } }), [
      "data.object.subscription.id",
      "data.object.subscription.customer",
    ]);
    expect(badSub.body.error.details).toContainEqual({ path: "data.object.subscription.id", message: "Must be text" });
    const badCustomer = await refused(h.fake.event("checkout.session.completed", { ...session, customer: ["x"] }), ["data.object.customer"]);
    expect(badCustomer.body.error.details).toEqual([{ path: "data.object.customer", message: "Must be a Stripe id or the expanded object" }]);
    await refused(h.fake.event("checkout.session.completed", { ...session, customer: { id: 3 } }), ["data.object.customer.id"]);
    await refused(h.fake.event("checkout.session.completed", { ...session, client_reference_id: 5, metadata: { account_id: ["x"] } }), [
      "data.object.client_reference_id",
      "data.object.metadata.account_id",
    ]);
    await refused(h.fake.event("checkout.session.completed", { ...session, mode: 1 }), ["data.object.mode"]);

    expect(h.fake.requestsTo("GET", /^\/v1\/subscriptions\//)).toHaveLength(before);
    expect(await tierOf(c.account.accountId)).toBe("free");
    // The well-formed session still applies.
    const ok = await deliver(h.fake.event("checkout.session.completed", session));
    expect(ok.body.data.outcome).toBe("applied");
    expect(await tierOf(c.account.accountId)).toBe("business");
  });

  it("links the customer but applies no subscription when Stripe does not know the one the session names", async () => {
    const c = await customer();
    const { session } = h.fake.completeCheckout(c.sessionId);
    const res = await deliver(h.fake.event("checkout.session.completed", { ...session, subscription: "sub_unknownToStripe" }));
    expect(res.status).toBe(200);
    expect(await tierOf(c.account.accountId)).toBe("free");
  });

  it("answers 503 (Stripe retries) when the API answers a subscription the appliers cannot use", async () => {
    const c = await customer();
    const { session, subscription } = h.fake.completeCheckout(c.sessionId);
    h.fake.subscriptions.get(subscription.id)!.customer = null;
    await probe.take();
    const event = h.fake.event("checkout.session.completed", session);
    const res = await deliver(event);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("service_unavailable");
    expect(await probe.unexcused()).toEqual([]);
    expect(await claimed(event.id)).toEqual([]);
  });
});

describe("text PostgreSQL cannot store (d)", () => {
  it("refuses NUL and lone surrogates anywhere in the signed payload, keys included", async () => {
    const c = await customer();
    const sub = subscriptionOf(c);
    await refused(h.fake.event("customer.subscription.updated", { ...sub, customer: `${c.customerId}\u0000` }), ["data.object.customer"]);
    await refused(h.fake.event("customer.subscription.updated", { ...sub, metadata: { account_id: "\ud800" } }), ["data.object.metadata.account_id"]);
    await refused(h.fake.event("customer.subscription.updated", { ...sub, ["odd\udc00key"]: 1 }), ["data.object.odd\ufffdkey"]);
    const nulId = await refused({ ...raw(h.fake.event("customer.subscription.updated", sub)), id: "evt_\u0000" }, ["id"]);
    expect(nulId.body.error.details).toEqual([{ path: "id", message: BAD_TEXT_MESSAGE }]);
  });
});

describe("other handled types and the envelope", () => {
  it("refuses malformed invoice and customer events, and envelopes that are not events", async () => {
    const c = await customer();
    const inv = h.fake.createInvoice({ customer: c.customerId });
    await refused(h.fake.event("invoice.paid", { ...inv, amount_due: 1.5, amount_paid: "100", currency: null }), [
      "data.object.amount_due",
      "data.object.amount_paid",
      "data.object.currency",
    ]);
    await refused(h.fake.event("invoice.payment_failed", { ...inv, parent: { subscription_details: { subscription: 9 } } }), [
      "data.object.parent.subscription_details.subscription",
    ]);
    const cus = h.fake.customers.get(c.customerId)!;
    await refused(h.fake.event("customer.updated", { ...cus, email: 5, invoice_settings: { default_payment_method: { id: "pm_1" } } }), [
      "data.object.email",
      "data.object.invoice_settings.default_payment_method.type",
    ]);
    await refused(h.fake.event("customer.deleted", { object: "customer", deleted: true }), ["data.object.id"]);

    const event = raw(h.fake.event("invoice.paid", inv));
    await refused({ ...event, id: undefined }, ["id"]);
    await refused({ ...event, data: { object: [inv] } }, ["data.object"]);
    await refused({ ...event, data: null }, ["data"]);
    await refused({ ...event, type: "" }, ["type"]);
    // Types the webhook does not handle are acknowledged whatever their object holds.
    const ignored = await deliver(h.fake.event("charge.refunded" as Stripe.Event.Type, { id: 3, customer: ["x"], created: 1e308 }));
    expect(ignored.status).toBe(200);
    expect(ignored.body.data.outcome).toBe("ignored");
  });
});
