import { createHash } from "node:crypto";
import { formatDelay, HOUR, MINUTE, SECOND } from "@/lib/jobs/retry-delays";

/**
 * Waits before retry 1, 2, … of a message whose attempt failed (refused, unreachable or timed out).
 * The first retry comes within seconds (a blip), the last about 21 hours after the first attempt,
 * well inside a magic link's 72 hours; after the last attempt fails the message is `failed`.
 */
export const EMAIL_RETRY_DELAYS_MS = [10 * SECOND, MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR] as const;

/** The first attempt plus one per delay. */
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_MS.length + 1;

/** Spread of each delay (0–10 % longer), fixed per message so retries after an outage do not move in lockstep. */
const JITTER = 0.1;

/**
 * Delay after attempt number `attempt` (1-based) failed, or null when that was the last attempt.
 * The jitter comes from the message id, so the schedule of one message is reproducible.
 */
export function emailRetryDelayMs(attempt: number, messageId: string): number | null {
  if (attempt < 1 || attempt >= EMAIL_MAX_ATTEMPTS) return null;
  const base = EMAIL_RETRY_DELAYS_MS[attempt - 1];
  const fraction = createHash("sha256").update(`${messageId}:${attempt}`).digest().readUInt32BE(0) / 0x1_0000_0000;
  return Math.round(base * (1 + JITTER * fraction));
}

/** For the API description: "retried after 10 s, 1 min, … and 12 h (each up to 10 % later), then `failed`". */
export function describeEmailRetrySchedule(): string {
  const delays = EMAIL_RETRY_DELAYS_MS.map(formatDelay);
  return (
    `retried after ${delays.slice(0, -1).join(", ")} and ${delays[delays.length - 1]} (each up to ${JITTER * 100} % later; ` +
    `${EMAIL_MAX_ATTEMPTS} attempts in all), then \`failed\``
  );
}
