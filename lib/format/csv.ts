import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and the tab/carriage-return
 * variants OWASP lists) gets a leading apostrophe, so user-written text exported from the product can
 * never execute when the file is opened (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

export function safeCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Rows as RFC 4180 text, every cell guarded, CRLF line ends: a piece of a file streamed a batch at a time. */
export function csvRows(rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    rows.map((r) => r.map(safeCell)),
    { record_delimiter: "\r\n" },
  );
}

/** Header row then the rows, every cell guarded; CRLF line ends as RFC 4180 and spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvRows([header, ...rows]);
}
