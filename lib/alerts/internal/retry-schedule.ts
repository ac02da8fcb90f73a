import { formatDelay, HOUR, MINUTE, scheduleHours, SECOND } from "@/lib/jobs/retry-delays";

/**
 * The published retry schedule of monitoring webhook deliveries (Svix's): the delay before each attempt
 * of a round, counted from the end of the attempt before it. The first attempt is immediate; the last
 * retry comes about 27.6 hours after it, so a receiver may be down for a day and still get the
 * message. After the last attempt the delivery is `failed` and can be replayed, which starts a new
 * round from the top. The attempt logic, the Inngest function and the API description all read it
 * from here.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS: readonly number[] = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

/** Attempts per round with the published schedule (docs/api.md §12; an override keeps at least 5: one plus 4 retries). */
export const MAX_DELIVERY_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_MS.length;

/** Each delay varies by up to ±10%, so a burst of failures against one receiver does not retry in lockstep. */
export const RETRY_JITTER = 0.1;

const MIN_ATTEMPTS = 5;

/**
 * The schedule in force: `WEBHOOK_RETRY_SCHEDULE_MS` (comma-separated milliseconds, the first entry 0
 * for the immediate first attempt, at least 5 entries; tests use e.g. "0,0,0,0,0") or the published one.
 */
export function retrySchedule(env: Record<string, string | undefined> = process.env): readonly number[] {
  const raw = env.WEBHOOK_RETRY_SCHEDULE_MS?.trim();
  if (!raw) return WEBHOOK_RETRY_SCHEDULE_MS;
  const delays = raw.split(",").map((part) => Number(part.trim()));
  if (delays.length < MIN_ATTEMPTS || delays[0] !== 0 || delays.some((d) => !Number.isInteger(d) || d < 0)) {
    throw new Error(`WEBHOOK_RETRY_SCHEDULE_MS must list at least ${MIN_ATTEMPTS} non-negative integer delays in milliseconds, the first 0 (got "${raw}")`);
  }
  return delays;
}

/** How many attempts one round (the first delivery, or one replay) makes. */
export function attemptsPerRound(env: Record<string, string | undefined> = process.env): number {
  return retrySchedule(env).length;
}

/**
 * The wait before retry number `retry` of a round (1 = the wait after the first attempt failed), with
 * jitter. Past the end of the schedule the last delay repeats.
 */
export function retryDelayMs(retry: number, schedule: readonly number[] = retrySchedule(), random: () => number = Math.random): number {
  const base = schedule[Math.min(Math.max(retry, 1), schedule.length - 1)];
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}

/** Total time from a round's first attempt to its last (without jitter or attempt durations). */
export function retryWindowMs(schedule: readonly number[] = WEBHOOK_RETRY_SCHEDULE_MS): number {
  return schedule.reduce((sum, d) => sum + d, 0);
}

/** "immediately, then 5 s, 5 min, … after the previous attempt" for the API description and docs. */
export function describeRetrySchedule(schedule: readonly number[] = WEBHOOK_RETRY_SCHEDULE_MS): string {
  const retries = schedule.slice(1).map(formatDelay);
  const hours = scheduleHours(schedule);
  return (
    `${schedule.length} attempts: the first immediately, then retries ${retries.join(", ")} after the previous attempt ` +
    `(each ±${RETRY_JITTER * 100}% jitter; about ${hours} h in total); then the delivery is \`failed\` and can be redelivered, which starts a new round`
  );
}
