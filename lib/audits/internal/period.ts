import type { AuditType, audits } from "@/db/audits";
import type { AuditStatus } from "@/lib/vocabulary";
import { ServiceError } from "@/lib/errors";
import { formatDate } from "@/lib/format/date-time";

/**
 * What an audit attests to (docs/api.md §8): a Type II audit tests operation over an observation period
 * `[period_start, period_end]`, a Type I audit design at one date `as_of`. Calendar dates, inclusive, read as
 * UTC days. The rules below are the one statement of them; creating and updating an audit both apply them.
 * Neither is required: an audit may be created and moved through its statuses before its period is known.
 */

type AuditRow = typeof audits.$inferSelect;

export interface AuditPeriod {
  period_start: string | null;
  period_end: string | null;
  as_of: string | null;
}

/** A request's period fields: absent (keep), null (clear) or a `YYYY-MM-DD` date. */
export interface PeriodInput {
  period_start?: string | null;
  period_end?: string | null;
  as_of?: string | null;
}

/** The period is settled before fieldwork: it may change while the audit is in these statuses. */
export const PERIOD_EDITABLE: readonly AuditStatus[] = ["draft", "in_progress"];

const NONE: AuditPeriod = { period_start: null, period_end: null, as_of: null };

export function storedPeriod(audit: Pick<AuditRow, "periodStart" | "periodEnd" | "asOf">): AuditPeriod {
  return { period_start: audit.periodStart ?? null, period_end: audit.periodEnd ?? null, as_of: audit.asOf ?? null };
}

/**
 * The audit's period after applying `input` to `stored` (NONE for a new audit), with what changed (for the
 * activity entry), or 400 `validation_failed` naming every field at fault: a Type II audit takes no `as_of`, a Type I
 * audit no period; `period_start` and `period_end` come together (or the other is already stored) and end ≥ start.
 * With `status`, a real change outside `PERIOD_EDITABLE` is 409 `conflict`.
 */
export function applyPeriod(
  type: AuditType,
  input: PeriodInput,
  stored: AuditPeriod = NONE,
  status?: AuditStatus,
): { period: AuditPeriod; changes: Record<string, { from: string | null; to: string | null }> } {
  const problems: { path: string; message: string }[] = [];
  if (type === "type_ii" && input.as_of)
    problems.push({ path: "as_of", message: "a Type II audit has an observation period (period_start, period_end), not an as-of date" });
  if (type === "type_i") {
    for (const field of ["period_start", "period_end"] as const) {
      if (input[field]) problems.push({ path: field, message: "a Type I audit has an as-of date (as_of), not an observation period" });
    }
  }
  if (problems.length > 0) throw ServiceError.validation(problems);

  const pick = (field: keyof AuditPeriod) => (input[field] === undefined ? stored[field] : input[field]);
  const period: AuditPeriod = { period_start: pick("period_start"), period_end: pick("period_end"), as_of: pick("as_of") };
  if ((period.period_start === null) !== (period.period_end === null)) {
    // Name the field the request should also have sent: the missing end, or the end left behind by a clearing.
    const unset = period.period_start === null ? "period_start" : "period_end";
    const set = unset === "period_start" ? "period_end" : "period_start";
    problems.push(
      input[unset] === null
        ? { path: set, message: `must be cleared together with ${unset} (send both as null)` }
        : { path: unset, message: `is needed with ${set}: a period has both ends` },
    );
  } else if (period.period_start !== null && period.period_end !== null && period.period_end < period.period_start) {
    problems.push({ path: "period_end", message: `must be on or after period_start (${period.period_start})` });
  }
  if (problems.length > 0) throw ServiceError.validation(problems);

  const changes: Record<string, { from: string | null; to: string | null }> = {};
  for (const field of ["period_start", "period_end", "as_of"] as const) {
    if (period[field] !== stored[field]) changes[field] = { from: stored[field], to: period[field] };
  }
  if (status !== undefined && Object.keys(changes).length > 0 && !PERIOD_EDITABLE.includes(status)) {
    throw new ServiceError(
      "conflict",
      `The audit's ${type === "type_i" ? "as-of date" : "period"} is settled before fieldwork: it can change while the audit is draft or ` +
        `in_progress, not ${status}.`,
    );
  }
  return { period, changes };
}

/** The period's columns for an insert or update. */
export function periodColumns(p: AuditPeriod) {
  return { periodStart: p.period_start, periodEnd: p.period_end, asOf: p.as_of };
}

/**
 * The audit's period as instants: `[from, toExclusive)`, whole UTC days (an as-of date is its one day); null when
 * the audit has none, in which case all evidence counts as in the period.
 */
export function auditWindow(audit: Pick<AuditRow, "type" | "periodStart" | "periodEnd" | "asOf">): { from: Date; toExclusive: Date } | null {
  const first = audit.type === "type_i" ? audit.asOf : audit.periodStart;
  const last = audit.type === "type_i" ? audit.asOf : audit.periodEnd;
  if (!first || !last) return null;
  const from = new Date(`${first}T00:00:00.000Z`);
  const toExclusive = new Date(`${last}T00:00:00.000Z`);
  toExclusive.setUTCDate(toExclusive.getUTCDate() + 1);
  return { from, toExclusive };
}

/**
 * When a Type II audit may be completed: once its observation period has ended, i.e. from the day after
 * `period_end` (UTC), since its report attests to operation over the whole period. Null when nothing holds
 * completion back: a Type I audit, or a Type II audit with no period set. Both completion paths apply it (the
 * auditor's complete operation and the customer's move to `complete`).
 */
export function completableFrom(audit: Pick<AuditRow, "type" | "periodStart" | "periodEnd" | "asOf">): { periodEnd: string; from: string } | null {
  if (audit.type !== "type_ii") return null;
  const window = auditWindow(audit);
  if (!window || !audit.periodEnd) return null;
  return { periodEnd: audit.periodEnd, from: window.toExclusive.toISOString().slice(0, 10) };
}

/** Why the audit cannot be completed at `now`, naming the date it can; null when it can (as far as its period goes). */
export function periodHoldsCompletion(audit: Pick<AuditRow, "type" | "periodStart" | "periodEnd" | "asOf">, now: Date): string | null {
  const rule = completableFrom(audit);
  if (!rule || now.getTime() >= new Date(`${rule.from}T00:00:00.000Z`).getTime()) return null;
  return (
    `This Type II audit's observation period runs until ${formatDate(rule.periodEnd)}: it can be completed from ` +
    `${formatDate(rule.from)}, once the period has ended.`
  );
}

/** 409 `invalid_transition` naming the date while the audit's observation period is still running (docs/api.md §8). */
export function assertPeriodEnded(audit: Pick<AuditRow, "type" | "status" | "periodStart" | "periodEnd" | "asOf">, now: Date): void {
  const held = periodHoldsCompletion(audit, now);
  if (!held) return;
  const rule = completableFrom(audit)!;
  throw new ServiceError("invalid_transition", held, {
    from: audit.status,
    to: "complete",
    allowed: [],
    reason: "a Type II audit is completed once its observation period has ended",
    period_end: rule.periodEnd,
    completable_from: rule.from,
  });
}
