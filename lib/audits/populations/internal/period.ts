import type { audits } from "@/db/audits";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { formatDate } from "@/lib/format/date-time";
import { auditWindow } from "../../internal/period";
import type { ParsedPopulation, RowError } from "./parse-rows";

type AuditRow = typeof audits.$inferSelect;

export interface PopulationWindow {
  from: Date;
  toExclusive: Date;
  /** The period in words, for messages: `1 Jan 2026 to 31 Dec 2026`, or the as-of date. */
  label: string;
}

/**
 * A population is the items of the audit's period, so the period must be set first: 409 `conflict` (a state the
 * request cannot fix, docs/api.md §2) naming what is missing.
 */
export function requireWindow(audit: AuditRow): PopulationWindow {
  const window = auditWindow(audit);
  if (!window) {
    const missing =
      audit.type === "type_i" ? ["as_of"] : ["period_start", "period_end"].filter((f) => !(f === "period_start" ? audit.periodStart : audit.periodEnd));
    throw new ServiceError(
      "conflict",
      `Set the audit's ${audit.type === "type_i" ? "as-of date (as_of)" : "observation period (period_start and period_end)"} before adding ` +
        `populations: their items are checked against it.`,
      { missing },
    );
  }
  const label =
    audit.type === "type_i"
      ? `the as-of date ${formatDate(audit.asOf)}`
      : `the audit period ${formatDate(audit.periodStart)} to ${formatDate(audit.periodEnd)}`;
  return { ...window, label };
}

/** Every problem of the rows, the period's included, in row order (header and file problems first). */
export function rowErrors(parsed: ParsedPopulation, window: PopulationWindow, dateColumn: string | null): RowError[] {
  const outside: RowError[] = [];
  parsed.dates.forEach((date, i) => {
    if (date && (date < window.from || date >= window.toExclusive)) {
      outside.push({ line: parsed.lines[i], row: i + 1, column: dateColumn, message: `date ${formatDate(date)} is outside ${window.label}` });
    }
  });
  if (outside.length === 0) return parsed.errors;
  // Both lists are in row order already; a stable sort keeps each row's own problems together.
  return [...parsed.errors, ...outside].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

export const MAX_LISTED_ERRORS = 100;

/** 400 `validation_failed` with the first problems as issues (`row` and `column` as CSV imports give them, docs/api.md §2). */
export function rowValidationError(errors: RowError[], field: "csv" | "rows"): ServiceError {
  const listed: ValidationIssue[] = errors.slice(0, MAX_LISTED_ERRORS).map((e) => ({
    path:
      e.line !== null ? `csv.line ${e.line}${e.column ? `.${e.column}` : ""}` : e.row !== null ? `rows.${e.row - 1}${e.column ? `.${e.column}` : ""}` : field,
    message: `${e.line !== null ? `line ${e.line}` : e.row !== null ? `row ${e.row}` : field}${e.column ? `, ${e.column}` : ""}: ${e.message}`,
    ...(e.line !== null ? { row: e.line } : {}),
    column: e.column,
  }));
  const more = errors.length > listed.length ? `; the first ${listed.length} are listed` : "";
  const summary = errors.length === 1 ? listed[0].message : `${errors.length} problems in the population's rows${more}`;
  return new ServiceError("validation_failed", `${summary}. Nothing was stored.`, listed);
}
