import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { pageQuery } from "@/lib/schemas";
import {
  billingStatusShape,
  checkoutBody,
  customerShape,
  invoiceShape,
  portalBody,
  stripeId,
  subscriptionShape,
  trackUsageBody,
  trackUsageShape,
  unixSeconds,
  urlShape,
  usageShape,
  webhookAckBody,
} from "@/lib/billing/schemas";

const tags = ["Billing"];

/** Said once for every billing operation that needs Stripe (docs/api.md §6). */
const DISABLED = " 409 `billing_disabled` when billing is off on this server (no Stripe key; every account has every feature).";

/** The parts of a Stripe event the document names; Stripe sends many more fields. */
const stripeEventShape = z.looseObject({
  id: stripeId.describe("Event id (`evt_...`); each is applied at most once."),
  object: z.literal("event"),
  type: z.string().min(1).describe("e.g. `checkout.session.completed`, `customer.subscription.updated`, `invoice.paid`."),
  created: unixSeconds.describe("Unix seconds."),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export const billingStatusRoute = defineRoute({
  method: "GET",
  path: "/api/v1/billing/status",
  summary: "Current plan, subscription state and payment method",
  description:
    "`tier` is the account's effective tier, the one every tier gate reads; `billingEnabled` is false when the server has no Stripe key, " +
    "and then every account's effective tier is `enterprise`.",
  tags,
  auth: "customer",
  response: billingStatusShape,
  examples: {
    data: {
      tier: "business",
      plan: "Business",
      subscriptionStatus: "active",
      renewalDate: "2026-12-01T00:00:00.000Z",
      cancelAtPeriodEnd: false,
      paymentMethod: { type: "card", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
      hasCustomer: true,
      billingEnabled: true,
    },
  },
});

export const billingCustomerRoute = defineRoute({
  role: "admin",
  method: "GET",
  path: "/api/v1/billing/customers/me",
  summary: "The account's customer record at Stripe",
  description: "The local record of the account's Stripe customer (created on the first checkout), or `data: null` before that." + DISABLED,
  tags,
  auth: "customer",
  response: customerShape.nullable(),
  errors: [409],
});

export const checkoutRoute = defineRoute({
  keyScopes: [],
  role: "admin",
  method: "POST",
  path: "/api/v1/billing/checkout",
  summary: "Start a subscription checkout at Stripe",
  description:
    "Creates the account's Stripe customer on first use (metadata `account_id`) and a subscription-mode Checkout Session for `priceId`, " +
    "and answers its `url`. The price must be an active recurring price of the Stripe account; otherwise 400 `validation_failed` on " +
    "`priceId`. The tier the subscription grants comes from the price (metadata `tier`, a `lookup_key` like `business_monthly`, or " +
    "the price configured for a tier); a price that names none is still sold, and its subscription grants no tier until it does. " +
    "`successUrl` and `cancelUrl` must be on APP_URL's origin " +
    "(absolute, or a path starting with `/`) and default to the console billing page. 503 `service_unavailable` when Stripe cannot be " +
    "reached." +
    DISABLED,
  tags,
  auth: "customer",
  body: checkoutBody,
  response: urlShape,
  errors: [409, 503],
});

export const portalRoute = defineRoute({
  role: "admin",
  method: "POST",
  path: "/api/v1/billing/portal",
  summary: "Open the Stripe customer portal",
  description:
    "Answers the address of a customer-portal session for the account's Stripe customer. 409 `conflict` when the account has no " +
    "customer yet (it never started a checkout). No body is needed; an optional JSON body `{returnUrl}` (on APP_URL's origin) " +
    "replaces the default return address, the console billing page." +
    DISABLED,
  tags,
  auth: "customer",
  body: portalBody,
  response: urlShape,
  errors: [409, 503],
});

export const subscriptionRoute = defineRoute({
  role: "admin",
  method: "GET",
  path: "/api/v1/billing/subscription",
  summary: "The account's current subscription",
  description:
    "The subscription that sets the account's tier (else its most recent one that has not ended), or `data: null` when there is none. " +
    "`renewalDate` is the end of the current period: the next charge, or the end of service when `cancelAtPeriodEnd` is true." +
    DISABLED,
  tags,
  auth: "customer",
  response: subscriptionShape.nullable(),
  errors: [409],
  examples: {
    data: {
      id: "sub_1QabcDEFghiJKLmn",
      plan: "Business",
      tier: "business",
      status: "active",
      renewalDate: "2026-12-01T00:00:00.000Z",
      cancelAtPeriodEnd: false,
      currentPeriodStart: "2026-11-01T00:00:00.000Z",
      currentPeriodEnd: "2026-12-01T00:00:00.000Z",
    },
  },
});

export const usageRoute = defineRoute({
  method: "GET",
  path: "/api/v1/billing/usage",
  summary: "Metered usage in the current billing period",
  description:
    "The period is the subscription's current period, else the current UTC calendar month; `period.end` is its last day (inclusive). " +
    "Monitoring check runs, assessments and generated documents answer 402 `usage_limit_exceeded` once " +
    "`checksRun + assessments + policiesGenerated` has reached `limit`.",
  tags,
  auth: "customer",
  response: usageShape,
});

export const invoicesRoute = defineRoute({
  role: "admin",
  method: "GET",
  path: "/api/v1/billing/invoices",
  summary: "The account's invoices, newest first",
  description: "From the local record of `invoice.*` webhook events. Amounts are in the currency's smallest unit." + DISABLED,
  tags,
  auth: "customer",
  query: pageQuery,
  errors: [409],
  response: z.array(invoiceShape),
  paginated: true,
  examples: {
    data: [
      {
        id: "in_1QabcDEFghiJKLmn",
        number: "ACME-0001",
        status: "paid",
        amountDue: 19900,
        amountPaid: 19900,
        currency: "usd",
        created: "2026-11-01T00:00:00.000Z",
        hostedInvoiceUrl: "https://invoice.stripe.com/i/acct_123/test_456",
      },
    ],
  },
});

export const webhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/billing/webhook",
  summary: "Stripe webhook endpoint (called by Stripe only)",
  description:
    "Verifies `Stripe-Signature` against the raw body with STRIPE_WEBHOOK_SECRET (400 `invalid_signature` otherwise). Each event id is " +
    "applied at most once, also under concurrent duplicate deliveries. Handles `checkout.session.completed`, " +
    "`customer.subscription.created|updated|deleted`, `customer.updated|deleted` and `invoice.*`; events older than the recorded state " +
    "of a subscription or invoice are acknowledged without rolling it back. Answers 200 `{received: true}` (also at the top level, " +
    "as Stripe's examples expect) to every verified event, including types it ignores. A verified event of a handled type whose " +
    "fields the handler reads have the wrong type or are missing is refused with 400 `validation_failed` (`details`: `{path, message}` " +
    "per field, e.g. `data.object.customer`) before anything is recorded.",
  tags,
  auth: "none",
  rateLimit: "none",
  rawBody: {
    contentType: "application/json",
    description: "The event exactly as Stripe sent it (verified byte for byte before it is parsed).",
    schema: stripeEventShape,
  },
  headers: z.object({
    "Stripe-Signature": z.string().describe("Stripe's signature of the raw body (`t=<unix time>,v1=<hex HMAC-SHA256>`), checked with STRIPE_WEBHOOK_SECRET."),
  }),
  responses: {
    200: {
      description: "The event was verified: applied, recognised as stale or a duplicate, or ignored (`data.outcome`).",
      content: {
        "application/json": {
          schema: webhookAckBody,
          example: { success: true, received: true, data: { received: true, outcome: "applied" } },
        },
      },
    },
  },
  examples: {
    body: {
      id: "evt_1QabcDEFghiJKLmn",
      object: "event",
      type: "customer.subscription.updated",
      created: 1795339800,
      data: { object: { id: "sub_1QabcDEFghiJKLmn", object: "subscription", status: "active", customer: "cus_Q1w2E3r4T5y6U7" } },
    },
  },
  errors: [400, 413, 503],
});

export const trackUsageRoute = defineRoute({
  method: "POST",
  path: "/api/v1/billing/track-usage",
  summary: "Record metered usage (internal services)",
  description:
    "Needs `Authorization: Bearer <INTERNAL_API_TOKEN>`; disabled (403 `forbidden`) when that variable is unset, 401 for a wrong token. " +
    "Counts `quantity` (default 1) of `metric` for the account in its current period, atomically against the limit (402 " +
    "`usage_limit_exceeded`). A repeated `idempotencyKey` for the account counts once and answers the same with `counted: false`; " +
    "reusing it with a different metric or quantity is 409 `conflict`.",
  tags,
  // The wrapper checks the token before it reads the body, so an unauthorised caller learns nothing from validation.
  auth: "internal",
  rateLimit: "none",
  body: trackUsageBody,
  response: trackUsageShape,
  errors: [400, 401, 402, 403, 404, 409, 413, 415],
});

export const billingRoutes = [
  billingStatusRoute,
  billingCustomerRoute,
  checkoutRoute,
  portalRoute,
  subscriptionRoute,
  usageRoute,
  invoicesRoute,
  webhookRoute,
  trackUsageRoute,
];
