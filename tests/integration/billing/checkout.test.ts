import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/v1/billing/checkout/route";
import { GET as customerMe } from "@/app/api/v1/billing/customers/me/route";
import { POST as portal } from "@/app/api/v1/billing/portal/route";
import { GET as status } from "@/app/api/v1/billing/status/route";
import { users } from "@/db/accounts";
import { billingCustomers } from "@/db/billing";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { eventsOf, withFakeStripe } from "./stripe-harness";

const h = withFakeStripe();

const startCheckout = (token: string, body: Record<string, unknown>) => call(checkout, { path: "/api/v1/billing/checkout", token, body });

describe("POST /api/v1/billing/checkout", () => {
  it("creates the Stripe customer once (metadata account_id) and a subscription-mode session", async () => {
    const a = await createAccount();
    const first = await startCheckout(a.token, { priceId: h.prices.business.id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { url: expect.stringMatching(new RegExp(`^${h.fake.url}/c/pay/cs_test_`)) } });

    const second = await startCheckout(a.token, { priceId: h.prices.scale.id });
    expect(second.status).toBe(200);
    expect(second.body.data.url).not.toBe(first.body.data.url);

    const creates = h.fake.requestsTo("POST", "/v1/customers").filter((r) => r.body.metadata?.account_id === a.accountId);
    expect(creates).toHaveLength(1);
    expect(creates[0].body).toMatchObject({ email: a.email, name: "Test Co", metadata: { account_id: a.accountId } });

    const [row] = await getDb().select().from(billingCustomers).where(eq(billingCustomers.accountId, a.accountId));
    expect(row.stripeCustomerId).toMatch(/^cus_/);

    const sessions = h.fake.requestsTo("POST", "/v1/checkout/sessions").filter((r) => r.body.customer === row.stripeCustomerId);
    expect(sessions).toHaveLength(2);
    expect(sessions[0].body).toMatchObject({
      mode: "subscription",
      client_reference_id: a.accountId,
      line_items: [{ price: h.prices.business.id, quantity: "1" }],
      success_url: "http://localhost:3000/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/billing?checkout=canceled",
      metadata: { account_id: a.accountId },
      subscription_data: { metadata: { account_id: a.accountId } },
    });

    expect(await eventsOf(a.accountId, "billing.customer_created")).toHaveLength(1);
    expect(await eventsOf(a.accountId, "billing.checkout_started")).toHaveLength(2);
  });

  it("creates one customer also when two checkouts race", async () => {
    const a = await createAccount();
    const results = await Promise.all([1, 2, 3].map(() => startCheckout(a.token, { priceId: h.prices.starter.id })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await getDb().select().from(billingCustomers).where(eq(billingCustomers.accountId, a.accountId));
    expect(rows).toHaveLength(1);
    const used = new Set(
      h.fake
        .requestsTo("POST", "/v1/checkout/sessions")
        .filter((r) => r.body.client_reference_id === a.accountId)
        .map((r) => r.body.customer),
    );
    expect([...used]).toEqual([rows[0].stripeCustomerId]);
    // Every customer created for the account at Stripe is either the recorded one or deleted again.
    const live = [...h.fake.customers.values()].filter((c) => c.metadata.account_id === a.accountId && !c.deleted);
    expect(live.map((c) => c.id)).toEqual([rows[0].stripeCustomerId]);
  });

  it("two users of one account racing keep one customer; the extra one is deleted at Stripe", async () => {
    const a = await createAccount();
    const [second] = await getDb()
      .insert(users)
      .values({ accountId: a.accountId, email: `second-${a.email}`, name: "Second User", passwordHash: "not-used", role: "admin" })
      .returning();
    const secondToken = await tokenFor(getDb(), second.id, a.accountId);
    const results = await Promise.all([a.token, secondToken].map((t) => startCheckout(t, { priceId: h.prices.business.id })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await getDb().select().from(billingCustomers).where(eq(billingCustomers.accountId, a.accountId));
    expect(rows).toHaveLength(1);
    const created = [...h.fake.customers.values()].filter((c) => c.metadata.account_id === a.accountId);
    expect(created.filter((c) => !c.deleted).map((c) => c.id)).toEqual([rows[0].stripeCustomerId]);
    const sessions = h.fake.requestsTo("POST", "/v1/checkout/sessions").filter((r) => r.body.client_reference_id === a.accountId);
    expect(new Set(sessions.map((r) => r.body.customer))).toEqual(new Set([rows[0].stripeCustomerId]));
    expect(await eventsOf(a.accountId, "billing.customer_created")).toHaveLength(1);
  });

  it("takes return URLs on APP_URL's origin, absolute or as a path", async () => {
    const a = await createAccount();
    const res = await startCheckout(a.token, {
      priceId: h.prices.starter.id,
      successUrl: "http://localhost:3000/welcome?sid={CHECKOUT_SESSION_ID}",
      cancelUrl: "/pricing",
    });
    expect(res.status).toBe(200);
    const sent = h.fake.requestsTo("POST", "/v1/checkout/sessions").at(-1)!;
    expect(sent.body.success_url).toBe("http://localhost:3000/welcome?sid={CHECKOUT_SESSION_ID}");
    expect(sent.body.cancel_url).toBe("http://localhost:3000/pricing");
  });

  it("refuses return URLs on another origin, naming both fields, and calls Stripe for nothing but the price", async () => {
    const a = await createAccount();
    const before = h.fake.requests.length;
    const res = await startCheckout(a.token, {
      priceId: h.prices.starter.id,
      successUrl: "https://evil.example.com/ok",
      cancelUrl: "//evil.example.com/cancel",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["cancelUrl", "successUrl"]);
    const calls = h.fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([`GET /v1/prices/${h.prices.starter.id}`]);
    expect(await getDb().select().from(billingCustomers).where(eq(billingCustomers.accountId, a.accountId))).toHaveLength(0);
  });

  it("starts a checkout for a price that names no tier (the webhook then grants none)", async () => {
    const a = await createAccount();
    const res = await startCheckout(a.token, { priceId: h.prices.untiered.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.url).toMatch(/^https?:\/\//);
  });

  it("refuses unknown, one-off and archived prices with validation_failed on priceId", async () => {
    const a = await createAccount();
    const oneOff = h.fake.createPrice({ lookupKey: "business_setup" });
    h.fake.prices.get(oneOff.id)!.type = "one_time";
    const archived = h.fake.createPrice({ lookupKey: "business_old", active: false });
    for (const priceId of ["price_does_not_exist", oneOff.id, archived.id]) {
      const res = await startCheckout(a.token, { priceId });
      expect(res.status, priceId).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details[0].path).toBe("priceId");
    }
    expect(await getDb().select().from(billingCustomers).where(eq(billingCustomers.accountId, a.accountId))).toHaveLength(0);
  });

  it("validates the body: priceId required, unknown fields rejected", async () => {
    const a = await createAccount();
    const res = await startCheckout(a.token, { price: "x" });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["", "priceId"]);
  });

  it("needs a customer JWT", async () => {
    const a = await createAccount();
    expect((await call(checkout, { path: "/api/v1/billing/checkout", body: { priceId: h.prices.starter.id } })).status).toBe(401);
    const key = await createApiKeyFor(a);
    const res = await call(checkout, { path: "/api/v1/billing/checkout", apiKey: key, body: { priceId: h.prices.starter.id } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
  });

  it("answers 503 when Stripe fails, and 409 billing_disabled when it is not configured", async () => {
    const a = await createAccount();
    h.fake.failNext(500, "api_error", "Stripe is having a moment", 10);
    const res = await startCheckout(a.token, { priceId: h.prices.starter.id });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("service_unavailable");
    expect(res.text).not.toContain("Stripe is having a moment");
    h.fake.failNext(500, "api_error", "reset", 0);

    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const off = await startCheckout(a.token, { priceId: h.prices.starter.id });
      expect(off.status).toBe(409);
      expect(off.body.error.code).toBe("billing_disabled");
      const st = await call(status, { path: "/api/v1/billing/status", token: a.token });
      expect(st.body.data.billingEnabled).toBe(false);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
  });
});

describe("POST /api/v1/billing/portal and GET customers/me", () => {
  it("answers 409 before the first checkout, then a portal session for the account's customer", async () => {
    const a = await createAccount();
    const none = await call(portal, { path: "/api/v1/billing/portal", token: a.token, method: "POST" });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe("conflict");
    const me0 = await call(customerMe, { path: "/api/v1/billing/customers/me", token: a.token });
    expect(me0.body).toEqual({ success: true, data: null });

    await startCheckout(a.token, { priceId: h.prices.starter.id });
    const res = await call(portal, { path: "/api/v1/billing/portal", token: a.token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${h.fake.url}/p/session/bps_`));
    const me = await call(customerMe, { path: "/api/v1/billing/customers/me", token: a.token });
    expect(me.body.data).toMatchObject({ id: expect.stringMatching(/^cus_/), accountId: a.accountId, email: a.email, paymentMethod: null });
    const sent = h.fake.requestsTo("POST", "/v1/billing_portal/sessions").at(-1)!;
    expect(sent.body).toEqual({ customer: me.body.data.id, return_url: "http://localhost:3000/billing" });

    const bad = await call(portal, { path: "/api/v1/billing/portal", token: a.token, body: { returnUrl: "https://evil.example.com" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe("returnUrl");
  });
});
