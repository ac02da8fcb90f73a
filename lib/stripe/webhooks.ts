import Stripe from "stripe";
import { readStripeSettings, type EnvVars } from "./config";
import { StripeNotConfiguredError } from "./client";

/** The signature did not match the raw body (or was missing, malformed or too old). */
export class InvalidStripeSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidStripeSignatureError";
  }
}

/**
 * Verifies `Stripe-Signature` against the exact bytes Stripe sent and returns the parsed event.
 * Must be given the raw body: re-serialised JSON would not match the signature.
 */
export function verifyStripeEvent(rawBody: string | Uint8Array, signatureHeader: string | null | undefined, env: EnvVars = process.env): Stripe.Event {
  const { webhookSecret } = readStripeSettings(env);
  if (!webhookSecret) throw new StripeNotConfiguredError("STRIPE_WEBHOOK_SECRET");
  if (!signatureHeader) throw new InvalidStripeSignatureError("Missing Stripe-Signature header");
  try {
    // Static webhooks helper: verification needs no API key and makes no network call.
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new InvalidStripeSignatureError(error.message);
    }
    // constructEvent JSON-parses the body after the signature matched: a signed non-JSON body.
    throw new InvalidStripeSignatureError("Signed payload is not a valid event");
  }
}
