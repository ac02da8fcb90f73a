import { RateLimiterRes } from "rate-limiter-flexible";
import { addressBucket, postgresLimiter, rateLimited } from "@/lib/http/rate-limit";

/** Reset requests one client address may make per hour, whatever addresses it names (on top of the sign-in limits). */
export const RESET_REQUESTS_PER_ADDRESS_HOUR = 10;

let limiter: ReturnType<typeof postgresLimiter> | undefined;

/** 429 past the hourly budget of this client address; the same answer whether the named address exists or not. */
export async function limitResetRequests(address: string): Promise<void> {
  limiter ??= postgresLimiter({ keyPrefix: "reset_addr", points: RESET_REQUESTS_PER_ADDRESS_HOUR, duration: 3600 });
  try {
    await limiter.consume(addressBucket(address));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext, "Too many password-reset requests from this address; try again later.");
    throw rejection;
  }
}
