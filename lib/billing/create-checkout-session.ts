import type Stripe from "stripe";
import { requireCustomer, requireRole } from "@/lib/context/guards";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { ensureCustomer } from "./ensure-customer";
import { tierFromPrice } from "./internal/plan-tier";
import { checkReturnUrl, defaultReturnUrls } from "./internal/return-urls";
import type { CheckoutInput } from "./schemas";
import { isStripeMissingResource, providerFailure, requireStripe } from "./internal/stripe-errors";
import { requireBillingEnabled } from "./internal/require-billing";

function returnUrlIssues(input: CheckoutInput): { issues: ValidationIssue[]; successUrl: string; cancelUrl: string } {
  const defaults = defaultReturnUrls(config.appUrl);
  const issues: ValidationIssue[] = [];
  const pick = (field: "successUrl" | "cancelUrl", fallback: string) => {
    const value = input[field];
    if (value === undefined) return fallback;
    const check = checkReturnUrl(value, config.appUrl);
    if (check.ok) return check.url;
    issues.push({ path: field, message: check.message });
    return fallback;
  };
  return { successUrl: pick("successUrl", defaults.successUrl), cancelUrl: pick("cancelUrl", defaults.cancelUrl), issues };
}

/** Only an active recurring price can start a subscription; anything else is the caller's mistake. */
async function priceIssues(ctx: Ctx, stripe: Stripe, priceId: string): Promise<{ issues: ValidationIssue[]; price?: Stripe.Price }> {
  let price: Stripe.Price;
  try {
    price = await stripe.prices.retrieve(priceId);
  } catch (error) {
    if (isStripeMissingResource(error)) return { issues: [{ path: "priceId", message: "No such price at Stripe" }] };
    throw providerFailure(ctx, error, "prices.retrieve");
  }
  const issues: ValidationIssue[] = [];
  if (!price.active) issues.push({ path: "priceId", message: "The price is archived" });
  if (price.type !== "recurring") issues.push({ path: "priceId", message: "The price must be a recurring price" });
  if (!tierFromPrice(price)) {
    // Still sold (docs/api.md §6: checkout needs only a sellable price; test doubles such as
    // stripe-mock carry no tier metadata), but the operator is told the webhook will grant nothing.
    ctx.log.warn({ priceId }, "billing.checkout.price_names_no_tier: the subscription will grant no tier until the price names one");
  }
  return { issues, price };
}

/** docs/api.md §6: customer on first use, a subscription-mode Checkout Session, its `url`. */
export async function createCheckoutSession(ctx: Ctx, input: CheckoutInput): Promise<{ url: string }> {
  requireRole(ctx, "admin");
  const { accountId, userId } = requireCustomer(ctx);
  requireBillingEnabled();
  const urls = returnUrlIssues(input);
  const stripe = requireStripe();
  const { issues, price } = await priceIssues(ctx, stripe, input.priceId);
  if (urls.issues.length + issues.length > 0) throw ServiceError.validation([...issues, ...urls.issues]);

  const customer = await ensureCustomer(ctx, accountId, userId);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.stripeCustomerId,
      client_reference_id: accountId,
      line_items: [{ price: input.priceId, quantity: 1 }],
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      metadata: { account_id: accountId },
      // The webhook finds the account from the subscription's own metadata first.
      subscription_data: { metadata: { account_id: accountId } },
    });
  } catch (error) {
    throw providerFailure(ctx, error, "checkout.sessions.create");
  }
  if (!session.url) throw providerFailure(ctx, new Error("Stripe returned a checkout session without a url"), "checkout.sessions.create");

  await ctx.db.transaction((tx) =>
    recordEvent(tx, ctx, {
      accountId,
      action: "billing.checkout_started",
      targetType: "checkout_session",
      targetId: session.id,
      details: { priceId: input.priceId, tier: price ? tierFromPrice(price) : null, stripeCustomerId: customer.stripeCustomerId },
    }),
  );
  return { url: session.url };
}
