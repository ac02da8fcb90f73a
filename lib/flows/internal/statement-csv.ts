import { toCsv } from "@/lib/audits";
import { formatDateTime } from "@/lib/format/date-time";
import type { StatementOfApplicability } from "../schemas";
import { evidenceLines, NOT_DECIDED } from "./statement";

export const STATEMENT_CSV_HEADER = [
  "Control",
  "Control name",
  "Theme",
  "Applicable",
  "Decided",
  "Justification",
  "Implementation status",
  "Evidence",
  "Implementation note",
  "Decided by",
  "Decided at",
] as const;

/**
 * The statement as one RFC 4180 table (header row, CRLF, every cell guarded against spreadsheet formulas by the audits'
 * CSV writer): a row per Annex A control, dates as the console writes them (a people's file, docs/api.md §8). The
 * account, date and version are in the JSON and PDF forms and the file name.
 */
export function statementCsv(statement: StatementOfApplicability): string {
  const yesNo = (value: boolean) => (value ? "Yes" : "No");
  return toCsv(
    STATEMENT_CSV_HEADER,
    statement.controls.map((c) => [
      c.controlId,
      c.title,
      c.theme,
      yesNo(c.applicable),
      yesNo(c.decided),
      c.justification ?? NOT_DECIDED,
      c.implementation,
      evidenceLines(c).join("; "),
      c.reason,
      c.decidedBy?.name ?? "",
      c.decidedAt ? formatDateTime(c.decidedAt) : "",
    ]),
  );
}
