import { sql, type SQL } from "drizzle-orm";
import { evidenceItems } from "@/db/evidence";

/**
 * The time an evidence item is evidence of, apart from when it was uploaded (docs/api.md §8): its
 * `effectiveFrom`..`effectiveTo` when either is set (a missing end leaves that side open: "in force since",
 * "valid until"), else the point `collectedAt`, else the point `createdAt`. The one statement of that rule, in
 * JavaScript for answers and in SQL for filters; the two below say the same thing.
 */

/** `null` on a side: open-ended. */
export interface EffectiveSpan {
  from: Date | null;
  to: Date | null;
}

type SpanFields = Pick<typeof evidenceItems.$inferSelect, "effectiveFrom" | "effectiveTo" | "collectedAt" | "createdAt">;

export function effectiveSpan(item: SpanFields): EffectiveSpan {
  if (item.effectiveFrom || item.effectiveTo) return { from: item.effectiveFrom ?? null, to: item.effectiveTo ?? null };
  const point = item.collectedAt ?? item.createdAt;
  return { from: point, to: point };
}

/** A time window `[from, toExclusive)`, e.g. an audit's period as whole days. */
export interface TimeWindow {
  from: Date;
  toExclusive: Date;
}

export function spanOverlaps(span: EffectiveSpan, window: TimeWindow): boolean {
  return (span.from === null || span.from < window.toExclusive) && (span.to === null || span.to >= window.from);
}

const dated = sql`(${evidenceItems.effectiveFrom} is not null or ${evidenceItems.effectiveTo} is not null)`;
const point = sql`coalesce(${evidenceItems.collectedAt}, ${evidenceItems.createdAt})`;

/** `spanOverlaps(effectiveSpan(item), window)` as a condition on `evidence_items`. */
export function overlapsWindow(window: TimeWindow): SQL {
  const from = window.from.toISOString();
  const toExclusive = window.toExclusive.toISOString();
  return sql`(case when ${dated}
    then (${evidenceItems.effectiveFrom} is null or ${evidenceItems.effectiveFrom} < ${toExclusive}::timestamptz)
     and (${evidenceItems.effectiveTo} is null or ${evidenceItems.effectiveTo} >= ${from}::timestamptz)
    else ${point} < ${toExclusive}::timestamptz and ${point} >= ${from}::timestamptz end)`;
}
