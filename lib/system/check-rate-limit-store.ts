import { config } from "@/lib/config";
import { redisHealth } from "@/lib/redis/client";
import { HEALTH_PROBE_TIMEOUT_MS } from "./check-health";

/**
 * Whether the shared store of the API rate limit answers within the health budget, when that store is Redis
 * (RATE_LIMIT_API_STORE=redis); undefined otherwise (in memory there is nothing to reach, and PostgreSQL is `db`).
 * While it is down each instance counts the limit on its own (lib/http/rate-limit.ts); requests are not refused.
 */
export async function checkRateLimitStore(timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<"ok" | "down" | undefined> {
  let store: string;
  try {
    store = config.rateLimits.apiStore;
  } catch {
    return undefined;
  }
  return store === "redis" ? redisHealth(timeoutMs) : undefined;
}
