import { isoDate } from "@/lib/format/date-time";

/** The window usage is counted in: [start, end) as instants. */
export interface UsageWindow {
  start: Date;
  end: Date;
}

export interface PeriodSource {
  status: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

const COUNTING_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);

export function calendarMonth(now: Date): UsageWindow {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * docs/api.md §6: the subscription's current period, else the current UTC calendar month. A period
 * that `now` has already left (a renewal whose webhook has not arrived yet) falls back to the
 * month, so usage never piles onto a window that is over.
 */
export function usageWindow(now: Date, subscription: PeriodSource | null | undefined): UsageWindow {
  const s = subscription;
  if (
    s &&
    COUNTING_STATUSES.has(s.status) &&
    s.currentPeriodStart &&
    s.currentPeriodEnd &&
    s.currentPeriodStart.getTime() <= now.getTime() &&
    now.getTime() < s.currentPeriodEnd.getTime()
  ) {
    return { start: s.currentPeriodStart, end: s.currentPeriodEnd };
  }
  return calendarMonth(now);
}

/**
 * `period` as the API shows it: `start` is the first day and `end` the last day the window covers
 * (inclusive), so a calendar month reads 2026-11-01 .. 2026-11-30.
 */
export function periodDates(window: UsageWindow): { start: string; end: string } {
  return { start: isoDate(window.start), end: isoDate(new Date(window.end.getTime() - 1)) };
}
