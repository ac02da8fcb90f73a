import Stripe from "stripe";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { getStripe, StripeNotConfiguredError } from "@/lib/stripe/client";

/** The SDK client, or 503 when this server has no Stripe key. */
export function requireStripe(): Stripe {
  try {
    return getStripe();
  } catch (error) {
    if (error instanceof StripeNotConfiguredError) {
      throw new ServiceError("service_unavailable", "Billing is not configured on this server (STRIPE_SECRET_KEY is not set).");
    }
    throw error;
  }
}

export function isStripeMissingResource(error: unknown): error is Stripe.errors.StripeInvalidRequestError {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

/**
 * A failed Stripe call the caller cannot fix: logged with Stripe's request id, answered as 503 so the
 * client (or Stripe, for webhooks) retries. Errors that are already ServiceErrors pass through.
 */
export function providerFailure(ctx: Ctx, error: unknown, operation: string): Error {
  if (error instanceof ServiceError) return error;
  if (error instanceof StripeNotConfiguredError) {
    return new ServiceError("service_unavailable", "Billing is not configured on this server.");
  }
  if (error instanceof Stripe.errors.StripeError) {
    ctx.log.error(
      { operation, stripeType: error.type, stripeCode: error.code, stripeRequestId: error.requestId, statusCode: error.statusCode, message: error.message },
      "stripe call failed",
    );
    return new ServiceError("service_unavailable", "The payment provider could not complete the request; try again shortly.");
  }
  return error instanceof Error ? error : new Error(String(error));
}
