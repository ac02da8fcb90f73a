import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { getStripe, StripeNotConfiguredError } from "@/lib/stripe/client";
import { InvalidStripeSignatureError, verifyStripeEvent } from "@/lib/stripe/webhooks";
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  decodeStripeForm,
  signStripePayload,
  signedStripeDelivery,
  startFakeStripe,
  type FakeStripe,
} from "@/tests/fakes/stripe-server";

let fake: FakeStripe;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeStripe();
  env = { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_API_URL: fake.url, STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET };
});
afterAll(() => fake.close());

describe("decodeStripeForm", () => {
  it("decodes bracketed keys into objects and arrays", () => {
    expect(decodeStripeForm("a=1&m[k]=v&l[0][p]=x&l[0][q]=2&l[1][p]=y&e[]=one&e[]=two")).toEqual({
      a: "1",
      m: { k: "v" },
      l: [{ p: "x", q: "2" }, { p: "y" }],
      e: ["one", "two"],
    });
  });
});

describe("the Stripe SDK against the fake server", () => {
  it("refuses to build a client without a secret key", () => {
    expect(() => getStripe({})).toThrow(StripeNotConfiguredError);
  });

  it("reuses the client while the settings stay the same", () => {
    expect(getStripe(env)).toBe(getStripe({ ...env }));
  });

  it("creates and retrieves a customer, sending form-encoded metadata", async () => {
    const stripe = getStripe(env);
    const created = await stripe.customers.create({ email: "a@example.com", metadata: { account_id: "acc_1" } });
    expect(created.id).toMatch(/^cus_/);
    const post = fake.requestsTo("POST", "/v1/customers").at(-1)!;
    expect(post.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(post.body).toEqual({ email: "a@example.com", metadata: { account_id: "acc_1" } });
    expect(post.headers["stripe-version"]).toBeTruthy();
    const again = await stripe.customers.retrieve(created.id);
    expect(again).toMatchObject({ id: created.id, metadata: { account_id: "acc_1" } });
  });

  it("answers Stripe errors the SDK turns into typed exceptions", async () => {
    const stripe = getStripe(env);
    await expect(stripe.customers.retrieve("cus_missing")).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const wrongKey = getStripe({ ...env, STRIPE_SECRET_KEY: "sk_test_wrong" });
    await expect(wrongKey.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("creates a subscription checkout session and completes it into a subscription", async () => {
    const stripe = getStripe(env);
    const price = fake.createPrice({ lookupKey: "business_monthly", unitAmount: 19900 });
    const customer = await stripe.customers.create({ metadata: { account_id: "acc_2" } });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: "http://localhost:3000/billing?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/billing",
      subscription_data: { metadata: { account_id: "acc_2" } },
    });
    expect(session.url).toMatch(new RegExp(`^${fake.url}/c/pay/cs_test_`));
    const { subscription } = fake.completeCheckout(session.id);
    const fetched = await stripe.subscriptions.retrieve(subscription.id, { expand: ["default_payment_method"] });
    expect(fetched.metadata).toEqual({ account_id: "acc_2" });
    expect(fetched.items.data[0].price.lookup_key).toBe("business_monthly");
    expect((fetched.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe("4242");
  });

  it("refuses a checkout for an unknown price like Stripe does", async () => {
    const stripe = getStripe(env);
    const customer = await stripe.customers.create({});
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: "price_nope", quantity: 1 }],
        success_url: "http://localhost:3000/billing",
      }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "resource_missing", param: "line_items[0][price]" });
  });

  it("opens a portal session only for a known customer", async () => {
    const stripe = getStripe(env);
    const customer = await stripe.customers.create({});
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "http://localhost:3000/billing" });
    expect(portal.url).toMatch(/\/p\/session\/bps_/);
    await expect(stripe.billingPortal.sessions.create({ customer: "cus_nope" })).rejects.toMatchObject({ statusCode: 404 });
  });

  it("lists prices by lookup key", async () => {
    const stripe = getStripe(env);
    fake.createPrice({ lookupKey: "scale_monthly" });
    const list = await stripe.prices.list({ lookup_keys: ["scale_monthly"], expand: ["data.product"] });
    expect(list.data.map((p) => p.lookup_key)).toEqual(["scale_monthly"]);
    expect(typeof list.data[0].product).toBe("object");
  });
});

describe("verifyStripeEvent", () => {
  const event = () => fake.event("customer.subscription.updated", { id: "sub_1", object: "subscription" });

  it("accepts a delivery signed like Stripe signs it", () => {
    const { body, headers } = signedStripeDelivery(event());
    expect(verifyStripeEvent(body, headers["stripe-signature"], env).type).toBe("customer.subscription.updated");
    expect(verifyStripeEvent(Buffer.from(body), headers["stripe-signature"], env).object).toBe("event");
  });

  it("refuses a changed body, another secret, a stale timestamp or no header", () => {
    const { body, headers } = signedStripeDelivery(event());
    const sig = headers["stripe-signature"];
    expect(() => verifyStripeEvent(body.replace("sub_1", "sub_2"), sig, env)).toThrow(InvalidStripeSignatureError);
    expect(() => verifyStripeEvent(body, signStripePayload(body, "whsec_other"), env)).toThrow(InvalidStripeSignatureError);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(() => verifyStripeEvent(body, signStripePayload(body, FAKE_STRIPE_WEBHOOK_SECRET, old), env)).toThrow(InvalidStripeSignatureError);
    expect(() => verifyStripeEvent(body, null, env)).toThrow(InvalidStripeSignatureError);
    expect(() => verifyStripeEvent(body, "garbage", env)).toThrow(InvalidStripeSignatureError);
  });

  it("needs the webhook secret configured", () => {
    const { body, headers } = signedStripeDelivery(event());
    expect(() => verifyStripeEvent(body, headers["stripe-signature"], { ...env, STRIPE_WEBHOOK_SECRET: "" })).toThrow(StripeNotConfiguredError);
  });
});

describe("the fake's hosted pages", () => {
  it("a paid checkout delivers signed events to the webhook and returns to success_url", async () => {
    const { createServer } = await import("node:http");
    const received: Stripe.Event[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push(verifyStripeEvent(Buffer.concat(chunks), req.headers["stripe-signature"] as string, env));
        res.writeHead(200).end("{}");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const port = (receiver.address() as { port: number }).port;
    const hosted = await startFakeStripe({ webhook: { url: `http://127.0.0.1:${port}/hook`, secret: FAKE_STRIPE_WEBHOOK_SECRET } });
    try {
      const stripe = getStripe({ ...env, STRIPE_API_URL: hosted.url });
      const price = hosted.createPrice({ id: "price_fixed_business", metadata: { tier: "business" }, nickname: "Business" });
      const customer = await stripe.customers.create({});
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: "http://localhost:3000/billing?sid={CHECKOUT_SESSION_ID}",
      });
      const page = await fetch(session.url!);
      expect(await page.text()).toContain("Subscribe to Business");
      const paid = await fetch(session.url!, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(`http://localhost:3000/billing?sid=${session.id}`);
      expect(received.map((e) => e.type)).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]);
      expect(hosted.deliveries.every((d) => d.status === 200)).toBe(true);

      const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "http://localhost:3000/billing" });
      expect(await (await fetch(portal.url)).text()).toContain("Cancel subscription now");
      const canceled = await fetch(`${portal.url}/cancel`, { method: "POST", redirect: "manual" });
      expect(canceled.headers.get("location")).toBe("http://localhost:3000/billing");
      expect(received.at(-1)!.type).toBe("customer.subscription.deleted");
      expect((received.at(-1)!.data.object as Stripe.Subscription).status).toBe("canceled");
    } finally {
      await hosted.close();
      receiver.close();
    }
  });
});
