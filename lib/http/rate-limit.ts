import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";

export type RateLimitClass = "api" | "auth" | "none";

const globalKey = Symbol.for("compliance-platform.rate-limiters");
type Limiters = { api: RateLimiterMemory; auth: RateLimiterMemory; signature: string };
type Holder = { [globalKey]?: Limiters };

// In memory per process (rate-limiter-flexible). A scaled-out deployment swaps in its Postgres or
// Redis store here; the limits are per instance until then.
function limiters(): Limiters {
  const holder = globalThis as Holder;
  const api = config.rateLimits.apiPerMinute;
  const auth = config.rateLimits.authPerMinute;
  const signature = `${api}:${auth}`;
  if (holder[globalKey]?.signature !== signature) {
    holder[globalKey] = {
      api: new RateLimiterMemory({ keyPrefix: "api", points: api, duration: 60 }),
      auth: new RateLimiterMemory({ keyPrefix: "auth", points: auth, duration: 60 }),
      signature,
    };
  }
  return holder[globalKey]!;
}

export async function consumeRateLimit(kind: Exclude<RateLimitClass, "none">, key: string): Promise<void> {
  try {
    await limiters()[kind].consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new ServiceError("rate_limited", `Too many requests; retry in ${retryAfter} s.`, { retryAfter }, { "Retry-After": String(retryAfter) });
    }
    throw rejection;
  }
}

/**
 * The client address as the nearest proxy saw it: Next (and any proxy in front) appends the peer
 * address to X-Forwarded-For, so the right-most entry is the one a client cannot forge.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) {
    const parts = forwarded.split(",");
    return parts[parts.length - 1].trim() || "unknown";
  }
  return request.headers.get("x-real-ip") ?? "unknown";
}
