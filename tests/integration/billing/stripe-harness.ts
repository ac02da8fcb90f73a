import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { POST as webhook } from "@/app/api/v1/billing/webhook/route";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { FAKE_STRIPE_WEBHOOK_SECRET, signedStripeDelivery, startFakeStripe, type FakeStripe } from "../../fakes/stripe-server";
import { call, type CallResult } from "../../helpers/http";

export interface Harness {
  fake: FakeStripe;
  prices: { starter: Stripe.Price; business: Stripe.Price; scale: Stripe.Price; untiered: Stripe.Price };
}

/**
 * Starts the fake Stripe for one test file and points the app's SDK at it (STRIPE_API_URL), with
 * the webhook secret the deliveries are signed with. Prices name their tier in each supported way.
 */
export function withFakeStripe(): Harness {
  const harness = {} as Harness;
  const keys = ["STRIPE_SECRET_KEY", "STRIPE_API_URL", "STRIPE_WEBHOOK_SECRET"] as const;
  const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
  beforeAll(async () => {
    harness.fake = await startFakeStripe();
    process.env.STRIPE_SECRET_KEY = harness.fake.secretKey;
    process.env.STRIPE_API_URL = harness.fake.url;
    process.env.STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_WEBHOOK_SECRET;
    harness.prices = {
      starter: harness.fake.createPrice({ lookupKey: "starter_monthly", unitAmount: 2900, nickname: "Starter" }),
      business: harness.fake.createPrice({ metadata: { tier: "business" }, unitAmount: 19900, nickname: "Business" }),
      scale: harness.fake.createPrice({ lookupKey: "scale_yearly", interval: "year", unitAmount: 499000, productName: "Scale" }),
      untiered: harness.fake.createPrice({ lookupKey: "addon_seats", unitAmount: 500 }),
    };
  });
  afterAll(async () => {
    // Back to the test environment's settings (vitest.config.ts: billing on).
    for (const k of keys) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    await harness.fake?.close();
  });
  return harness;
}

/** Delivers an event to the real webhook route the way Stripe does: raw JSON body, signed header. */
export function deliver(event: Stripe.Event | Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}): Promise<CallResult> {
  const { body, headers } = signedStripeDelivery(event, opts);
  return call(webhook, { path: "/api/v1/billing/webhook", method: "POST", body, headers });
}

export async function eventsOf(accountId: string, action?: string) {
  const where = action ? and(eq(accountEvents.accountId, accountId), eq(accountEvents.action, action)) : eq(accountEvents.accountId, accountId);
  return getDb().select().from(accountEvents).where(where).orderBy(accountEvents.createdAt);
}

/** Unix seconds, offset from now. */
export const unix = (offsetSeconds = 0) => Math.floor(Date.now() / 1000) + offsetSeconds;
