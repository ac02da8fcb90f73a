import { z } from "zod";
import { TIERS } from "@/lib/vocabulary";
import { USAGE_METRICS } from "./internal/usage-total";
import type { WebhookOutcome } from "./internal/webhook/types";
import { uuidParam } from "@/lib/uuid";

// ---- requests ---------------------------------------------------------------------------------

const returnUrl = z
  .string()
  .trim()
  .min(1, "Required")
  .max(2048)
  .describe("Absolute URL on APP_URL's origin, or a path starting with `/` (taken on that origin).");

export const checkoutBody = z.strictObject({
  priceId: z.string().trim().min(1, "Required").max(255).describe("Recurring price id at Stripe (`price_...`)."),
  successUrl: returnUrl.optional(),
  cancelUrl: returnUrl.optional(),
});

export const portalBody = z.strictObject({
  returnUrl: returnUrl.optional(),
});

export const trackUsageBody = z.strictObject({
  accountId: uuidParam(),
  metric: z.enum(USAGE_METRICS),
  quantity: z.number().int("Must be an integer").min(1).max(1_000_000).default(1),
  idempotencyKey: z.string().trim().min(1, "Required").max(255).optional(),
});

export type CheckoutInput = z.output<typeof checkoutBody>;
export type PortalInput = z.output<typeof portalBody>;
export type TrackUsageInput = z.output<typeof trackUsageBody>;

// ---- responses (OpenAPI document) -------------------------------------------------------------

export const urlShape = z.object({ url: z.string() });
/** Where checkout or the customer portal continues (a Stripe-hosted page). */
export type RedirectUrl = z.output<typeof urlShape>;

export const paymentMethodShape = z.object({
  type: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
});

export const subscriptionShape = z.object({
  id: z.string().describe("Stripe subscription id"),
  plan: z.string().nullable(),
  tier: z.enum(TIERS).nullable().describe("Tier the subscription's price names"),
  status: z.string().describe("Stripe subscription status"),
  renewalDate: z.string().nullable().describe("End of the current period (ISO 8601)"),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
});

export const billingStatusShape = z.object({
  tier: z.enum(TIERS).describe("The account's effective tier, as every tier gate reads it (`enterprise` for every account while billing is off)"),
  plan: z.string().describe("Name of the current plan (the tier's name without a subscription)"),
  subscriptionStatus: z.string().nullable().describe("Stripe status of the current subscription, null without one"),
  renewalDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentMethod: paymentMethodShape.nullable(),
  hasCustomer: z.boolean(),
  billingEnabled: z.boolean().describe("False when Stripe is not configured on this server: billing is off and every feature is available"),
});

export const customerShape = z.object({
  id: z.string().describe("Stripe customer id"),
  accountId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  paymentMethod: paymentMethodShape.nullable(),
  createdAt: z.string(),
});

export const usageShape = z.object({
  period: z.object({ start: z.string(), end: z.string().describe("Last day of the period (inclusive)") }),
  checksRun: z.number(),
  assessments: z.number(),
  policiesGenerated: z.number(),
  limit: z.number(),
});

export const invoiceShape = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  amountDue: z.number().describe("In the currency's smallest unit (cents)"),
  amountPaid: z.number(),
  currency: z.string(),
  created: z.string(),
  hostedInvoiceUrl: z.string().nullable(),
});

/** What became of a verified event: WebhookOutcome (./webhook/types.ts), or `duplicate` for an event id seen before. */
export const WEBHOOK_OUTCOMES = ["applied", "stale", "ignored", "unmatched", "duplicate"] as const satisfies readonly (WebhookOutcome | "duplicate")[];

/** The whole acknowledgement body: Stripe's `{received: true}` at the top level, and the billing envelope around it. */
export const webhookAckBody = z.object({
  success: z.literal(true),
  received: z.literal(true),
  data: z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) }),
});

export const trackUsageShape = z.object({
  accountId: z.string(),
  metric: z.enum(USAGE_METRICS),
  quantity: z.number(),
  counted: z.boolean().describe("False when the idempotency key was already counted"),
  usage: usageShape,
});

// Parts of a Stripe event, as the webhook route documents it.
export { stripeId, unixSeconds } from "./internal/webhook/event-schema";
