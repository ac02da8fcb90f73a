import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and the tab/carriage-return
 * variants OWASP lists) gets a leading apostrophe, so user-written text exported from an audit can
 * never execute when the file is opened (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Header row then the rows, every cell guarded; CRLF line ends as RFC 4180 and spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return stringify([header.map(safeCell), ...rows.map((r) => r.map(safeCell))], { record_delimiter: "\r\n" });
}
