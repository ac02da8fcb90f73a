import Stripe from "stripe";
import { readStripeSettings, type EnvVars, type StripeSettings } from "./config";

/** Thrown when a Stripe call is needed but STRIPE_SECRET_KEY is not set. */
export class StripeNotConfiguredError extends Error {
  constructor(what = "STRIPE_SECRET_KEY") {
    super(`Stripe is not configured: ${what} is not set`);
    this.name = "StripeNotConfiguredError";
  }
}

let cached: { key: string; client: Stripe } | null = null;

function cacheKey(settings: StripeSettings): string {
  const e = settings.endpoint;
  return [settings.secretKey, e?.protocol, e?.host, e?.port].join("|");
}

/**
 * The one configured Stripe SDK instance. Settings are re-read on every call so a changed
 * environment (tests pointing STRIPE_API_URL at a fresh fake server) takes effect, while the
 * client itself is reused as long as they stay the same.
 */
export function getStripe(env: EnvVars = process.env): Stripe {
  const settings = readStripeSettings(env);
  if (!settings.secretKey) throw new StripeNotConfiguredError();
  const key = cacheKey(settings);
  if (cached?.key === key) return cached.client;
  const client = new Stripe(settings.secretKey, {
    // Retries are safe: the SDK sends an idempotency key with every retried POST.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "compliance-platform" },
    ...(settings.endpoint ?? {}),
  });
  cached = { key, client };
  return client;
}

export function isStripeConfigured(env: EnvVars = process.env): boolean {
  return readStripeSettings(env).secretKey !== null;
}
