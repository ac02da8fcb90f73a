import type { Frequency } from "@/db/monitoring";

export { FREQUENCIES, type Frequency } from "@/db/monitoring";

const DAY_MS = 86_400_000;

/** The anchor moved forward by `k` periods; months are calendar months clamped to the month's end. */
export function addPeriods(anchor: Date, frequency: Frequency, k: number): Date {
  switch (frequency) {
    case "daily":
      return new Date(anchor.getTime() + k * DAY_MS);
    case "weekly":
      return new Date(anchor.getTime() + 7 * k * DAY_MS);
    case "monthly":
      return addMonths(anchor, k);
    case "quarterly":
      return addMonths(anchor, 3 * k);
  }
}

function addMonths(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

/**
 * The first run time of the series `anchor + k·period` (k ≥ 1) that lies strictly after `now`.
 * Counting from the anchor rather than from the last run keeps a monthly schedule created on the
 * 31st on the last day of short months instead of drifting to the 28th forever, and a schedule that
 * missed several periods (server down) runs once and then resumes its rhythm instead of catching up.
 */
export function nextRunAfter(anchor: Date, frequency: Frequency, now: Date): Date {
  if (now.getTime() < anchor.getTime()) return addPeriods(anchor, frequency, 1);
  const approxPeriodMs = { daily: DAY_MS, weekly: 7 * DAY_MS, monthly: 28 * DAY_MS, quarterly: 89 * DAY_MS }[frequency];
  // Start just below the answer and step forward: exact for calendar months whatever their length.
  let k = Math.max(1, Math.floor((now.getTime() - anchor.getTime()) / approxPeriodMs) - 2);
  let next = addPeriods(anchor, frequency, k);
  while (next.getTime() > now.getTime() && k > 1) next = addPeriods(anchor, frequency, --k);
  while (next.getTime() <= now.getTime()) next = addPeriods(anchor, frequency, ++k);
  return next;
}
