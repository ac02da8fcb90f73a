import type { RiskReviewCadence } from "@/db/risks";
import { isoDate } from "@/lib/format/date-time";

const MONTHS: Record<RiskReviewCadence, number> = { monthly: 1, quarterly: 3, semiannual: 6, annual: 12 };

/** The day `cadence` after `from` (UTC), as YYYY-MM-DD: the next review date of a risk reviewed or created then. */
export function nextReviewAfter(from: Date, cadence: RiskReviewCadence): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + MONTHS[cadence], from.getUTCDate()));
  return isoDate(d);
}

/** Today in UTC, YYYY-MM-DD: dates of the register are calendar days, compared as text. */
export const today = (now: Date) => isoDate(now);
