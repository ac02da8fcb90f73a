import { isTier, TIERS, type Tier } from "@/lib/vocabulary";
import type { EnvVars } from "@/lib/stripe/config";

/** The default limits (docs/api.md §6); `USAGE_LIMITS` (JSON, e.g. `{"free":50}`) overrides any of them. */
export const DEFAULT_USAGE_LIMITS: Readonly<Record<Tier, number>> = {
  free: 100,
  starter: 1_000,
  business: 10_000,
  scale: 100_000,
  enterprise: 1_000_000,
};

let cache: { raw: string | undefined; limits: Record<Tier, number> } | null = null;

export function parseUsageLimits(raw: string | undefined): Record<Tier, number> {
  const limits = { ...DEFAULT_USAGE_LIMITS };
  if (!raw?.trim()) return limits;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('USAGE_LIMITS must be a JSON object like {"free":100,"starter":1000}');
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error("USAGE_LIMITS must be a JSON object keyed by tier");
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (!isTier(key)) throw new Error(`USAGE_LIMITS: unknown tier "${key}" (tiers: ${TIERS.join(", ")})`);
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
      throw new Error(`USAGE_LIMITS: limit for "${key}" must be a non-negative integer`);
    }
    limits[key] = value;
  }
  return limits;
}

export function usageLimits(env: EnvVars = process.env): Record<Tier, number> {
  const raw = env.USAGE_LIMITS;
  if (!cache || cache.raw !== raw) cache = { raw, limits: parseUsageLimits(raw) };
  return cache.limits;
}

/** The tier's limit: the defaults of docs/api.md §6, overridden per tier by `USAGE_LIMITS` (JSON). */
export function usageLimitFor(tier: Tier, env?: EnvVars): number {
  return usageLimits(env)[tier];
}
