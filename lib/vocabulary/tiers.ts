/** The plans, cheapest first: a tier includes every tier before it (docs/api.md §6). */
export const TIERS = ["free", "starter", "business", "scale", "enterprise"] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_LABELS = {
  free: "Free",
  starter: "Starter",
  business: "Business",
  scale: "Scale",
  enterprise: "Enterprise",
} as const satisfies Record<Tier, string>;

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

/** Whether `current` includes `required`. */
export function tierAtLeast(current: Tier, required: Tier): boolean {
  return TIERS.indexOf(current) >= TIERS.indexOf(required);
}

// The plan each gated feature needs (docs/api.md §6), stated once: the route specs (`domainRoutes`), the service
// gates, the OpenAPI document and the console's upgrade prompts all read these constants.

/** Audits, for the customer and the auditor side alike. */
export const AUDITS_TIER: Tier = "business";
/** The auditor's notifications come with the audit they review. Members' own notifications need no plan. */
export const AUDITOR_NOTIFICATIONS_TIER: Tier = AUDITS_TIER;
export const CUSTOM_FRAMEWORKS_TIER: Tier = "scale";

/**
 * The note that a feature needs a plan, for an account whose effective tier (docs/api.md §6) lacks it; null when the
 * account has the feature, so billing off (every account on `enterprise`) never shows it.
 */
export function planRequirementNote(feature: string, required: Tier, effective: Tier): string | null {
  return tierAtLeast(effective, required) ? null : `${feature} need the ${TIER_LABELS[required]} plan.`;
}
