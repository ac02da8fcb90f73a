import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { billingPaymentMethods, billingWebhookEvents } from "@/db/billing";
import type { Ctx } from "@/lib/context";
import type { Tx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { RawBytes } from "@/lib/http/body";
import { assertStorableText } from "@/lib/schemas/text-guard";
import { getStripe, isStripeConfigured, StripeNotConfiguredError } from "@/lib/stripe/client";
import { InvalidStripeSignatureError, verifyStripeEvent } from "@/lib/stripe/webhooks";
import { isStripeMissingResource, providerFailure } from "./internal/stripe-errors";
import { applyCustomerDeleted, applyCustomerUpdated, linkCustomer } from "./internal/webhook/apply-customer";
import { applyInvoice } from "./internal/webhook/apply-invoice";
import { applySubscription } from "./internal/webhook/apply-subscription";
import { assertWellFormedEvent, subscriptionIssues } from "./internal/webhook/event-schema";
import { CHECKOUT_COMPLETED, CUSTOMER_DELETED, CUSTOMER_UPDATED, INVOICE_EVENTS, SUBSCRIPTION_EVENTS } from "./internal/webhook/event-types";
import { stripeIdOf } from "./internal/webhook/resolve-account";
import type { ApplyResult, EventStamp, WebhookOutcome } from "./internal/webhook/types";

/** Everything fetched from Stripe before the transaction, so no network call runs inside it. */
interface Prepared {
  subscription?: Stripe.Subscription;
  paymentMethod: Stripe.PaymentMethod | null;
  /**
   * When a state was read from the API rather than carried by the event: Stripe's clock at the read
   * (its `Date` header). It is at least as new as every event created before it.
   */
  observedAt?: Date;
}

function stripeClock(headers: Record<string, string> | undefined): Date | undefined {
  const date = headers?.date ? new Date(headers.date) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function verify(body: Uint8Array, signature: string | null): Stripe.Event {
  try {
    return verifyStripeEvent(Buffer.from(body.buffer, body.byteOffset, body.byteLength), signature);
  } catch (error) {
    if (error instanceof InvalidStripeSignatureError) throw new ServiceError("invalid_signature", `Stripe signature verification failed: ${error.message}`);
    if (error instanceof StripeNotConfiguredError) {
      throw new ServiceError("service_unavailable", "Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set).");
    }
    throw error;
  }
}

async function alreadyProcessed(ctx: Ctx, eventId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: billingWebhookEvents.eventId }).from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, eventId)).limit(1);
  return Boolean(row);
}

/** The payment method's details, unless we already hold them (or Stripe cannot be asked). */
async function fetchPaymentMethod(ctx: Ctx, ref: string | Stripe.PaymentMethod | null | undefined): Promise<Stripe.PaymentMethod | null> {
  if (!ref) return null;
  if (typeof ref === "object") return ref;
  const [known] = await ctx.db
    .select({ id: billingPaymentMethods.stripePaymentMethodId })
    .from(billingPaymentMethods)
    .where(eq(billingPaymentMethods.stripePaymentMethodId, ref))
    .limit(1);
  if (known || !isStripeConfigured()) return null;
  try {
    return await getStripe().paymentMethods.retrieve(ref);
  } catch (error) {
    if (isStripeMissingResource(error)) return null;
    throw providerFailure(ctx, error, "paymentMethods.retrieve");
  }
}

async function prepare(ctx: Ctx, event: Stripe.Event): Promise<Prepared> {
  if (event.type === CHECKOUT_COMPLETED) {
    const session = event.data.object;
    if (session.mode !== "subscription" || !session.subscription) return { paymentMethod: null };
    if (typeof session.subscription === "object") {
      return { subscription: session.subscription, paymentMethod: await fetchPaymentMethod(ctx, session.subscription.default_payment_method) };
    }
    if (!isStripeConfigured()) return { paymentMethod: null };
    let subscription: Stripe.Response<Stripe.Subscription>;
    try {
      // The session only names the subscription; its current state comes from the API.
      subscription = await getStripe().subscriptions.retrieve(session.subscription, { expand: ["default_payment_method"] });
    } catch (error) {
      // Stripe keeps ended subscriptions, so one it does not know will never appear: nothing to apply, no retry.
      if (isStripeMissingResource(error)) {
        ctx.log.warn({ stripeEventId: event.id, stripeSubscriptionId: session.subscription }, "checkout names a subscription Stripe does not know");
        return { paymentMethod: null };
      }
      throw providerFailure(ctx, error, "subscriptions.retrieve");
    }
    // The API's answer meets the same appliers as an event's object, so it must have the same shape.
    const issues = subscriptionIssues(subscription);
    if (issues.length > 0) {
      ctx.log.error({ stripeEventId: event.id, stripeSubscriptionId: session.subscription, issues }, "stripe answered a subscription the webhook cannot apply");
      throw new ServiceError("service_unavailable", "The payment provider answered an unexpected subscription; try again shortly.");
    }
    return {
      subscription,
      paymentMethod: await fetchPaymentMethod(ctx, subscription.default_payment_method),
      observedAt: stripeClock(subscription.lastResponse?.headers),
    };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return { subscription, paymentMethod: await fetchPaymentMethod(ctx, subscription.default_payment_method) };
  }
  if (event.type === CUSTOMER_UPDATED) {
    return { paymentMethod: await fetchPaymentMethod(ctx, event.data.object.invoice_settings?.default_payment_method) };
  }
  return { paymentMethod: null };
}

async function apply(tx: Tx, ctx: Ctx, event: Stripe.Event, prepared: Prepared): Promise<ApplyResult> {
  const stamp: EventStamp = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  if (event.type === CHECKOUT_COMPLETED) {
    const session = event.data.object;
    const customerId = stripeIdOf(session.customer);
    const candidate = session.metadata?.account_id ?? session.client_reference_id ?? null;
    const accountId = customerId ? await linkCustomer(tx, ctx, customerId, candidate, stamp) : null;
    if (!prepared.subscription) return { outcome: accountId ? "applied" : "ignored", accountId };
    const observed = prepared.observedAt && prepared.observedAt > stamp.created ? { ...stamp, created: prepared.observedAt } : stamp;
    return applySubscription(tx, ctx, prepared.subscription, prepared.paymentMethod, observed);
  }
  if (SUBSCRIPTION_EVENTS.has(event.type) && prepared.subscription) {
    return applySubscription(tx, ctx, prepared.subscription, prepared.paymentMethod, stamp);
  }
  if (INVOICE_EVENTS.has(event.type)) return applyInvoice(tx, ctx, event.data.object as Stripe.Invoice, stamp);
  if (event.type === CUSTOMER_UPDATED) return applyCustomerUpdated(tx, ctx, event.data.object, prepared.paymentMethod, stamp);
  if (event.type === CUSTOMER_DELETED) return applyCustomerDeleted(tx, ctx, event.data.object, stamp);
  return { outcome: "ignored", accountId: null };
}

function acknowledge(outcome: WebhookOutcome | "duplicate"): Response {
  // Stripe's own examples answer `{received: true}`; the billing family's envelope wraps it too.
  return new Response(JSON.stringify({ success: true, received: true, data: { received: true, outcome } }), {
    status: 200,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/**
 * POST /api/v1/billing/webhook: verify the signature on the raw bytes (as the wrapper read them, ≤ 1 MiB), then apply the event at most
 * once. The event id is claimed in the same transaction that applies it, so a concurrent duplicate
 * delivery blocks on the claim and then finds it taken; a failed apply releases the claim and Stripe
 * retries.
 */
export async function handleStripeWebhook(ctx: Ctx, input: RawBytes): Promise<Response> {
  const event = verify(input.bytes, input.headers.get("stripe-signature"));
  // Signed is not storable: text PostgreSQL cannot hold is refused like any other request's.
  assertStorableText(event);
  // Signed is not well-formed either: the fields the appliers read are checked before anything is claimed.
  assertWellFormedEvent(event);
  if (await alreadyProcessed(ctx, event.id)) return acknowledge("duplicate");

  const prepared = await prepare(ctx, event);
  const internalCtx: Ctx = { ...ctx, caller: { kind: "internal" } };
  const result = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(billingWebhookEvents)
      .values({ eventId: event.id, type: event.type, outcome: "processing", stripeCreatedAt: new Date(event.created * 1000), processedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ eventId: billingWebhookEvents.eventId });
    if (claimed.length === 0) return null;
    const applied = await apply(tx, internalCtx, event, prepared);
    await tx.update(billingWebhookEvents).set({ outcome: applied.outcome, accountId: applied.accountId }).where(eq(billingWebhookEvents.eventId, event.id));
    return applied;
  });
  if (!result) return acknowledge("duplicate");
  ctx.log.info({ stripeEventId: event.id, type: event.type, outcome: result.outcome, accountId: result.accountId }, "stripe event processed");
  return acknowledge(result.outcome);
}
