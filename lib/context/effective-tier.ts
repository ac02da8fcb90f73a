import type { Tier } from "@/lib/vocabulary";
import { config } from "@/lib/config";

/**
 * The tier every gate, usage limit and display reads (docs/api.md §6). With billing off (no Stripe
 * key) nothing can be bought, so every account has every feature: `enterprise`. With billing on it
 * is the stored tier, which Stripe's subscription events and the operator CLI (`npm run admin`) set.
 * It lives below the domains because the gates in ./guards.ts apply it.
 */
export function effectiveTier(stored: Tier): Tier {
  return config.billingEnabled ? stored : "enterprise";
}
