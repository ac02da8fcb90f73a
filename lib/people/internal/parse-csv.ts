import { CsvError, parse } from "csv-parse/sync";
import { z } from "zod";
import { EMPLOYMENT_TYPES, PERSON_STATUSES, type EmploymentType, type PersonStatus } from "@/lib/vocabulary";
import { calendarDay, MAX_IMPORT_ROWS } from "../schemas";

/** The columns an import reads, by their header name (lowercased; spaces and hyphens read as underscores). */
export const IMPORT_COLUMNS = ["name", "email", "title", "department", "manager_email", "employment_type", "start_date", "end_date", "status"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** One row as read: only the columns the file has (a column the file leaves out keeps an existing person's value). */
export interface ImportRow {
  line: number;
  name: string;
  email: string;
  title?: string | null;
  department?: string | null;
  managerEmail?: string | null;
  employmentType?: EmploymentType;
  startDate?: string | null;
  endDate?: string | null;
  status?: PersonStatus;
}

/** A problem of one cell, one line, or the whole file (`line` null). */
export interface ImportError {
  line: number | null;
  column: string | null;
  message: string;
}

const EMAIL = z.email();
const DAY = calendarDay();
const MAX_TEXT = 200;

const headerName = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/**
 * Reads an import's CSV and checks every row; every problem is reported (line numbers count the header as line 1),
 * and the caller imports nothing while there is one. Blank optional cells clear the field; `status` and
 * `employment_type` take the API's values (`active`, `inactive`, `former`; `employee`, `contractor`, `intern`).
 */
export function parsePeopleCsv(text: string): { rows: ImportRow[]; columns: Set<ImportColumn>; errors: ImportError[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
  } catch (error) {
    if (error instanceof CsvError)
      return { rows: [], columns: new Set(), errors: [{ line: null, column: null, message: `not a readable CSV: ${error.message}` }] };
    throw error;
  }
  const errors: ImportError[] = [];
  if (records.length === 0)
    return { rows: [], columns: new Set(), errors: [{ line: null, column: null, message: "the file is empty: send a header row and one row per person" }] };
  const header = records[0].map(headerName);
  const columns = new Set<ImportColumn>();
  header.forEach((h) => {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(h))
      errors.push({ line: 1, column: h || null, message: `unknown column "${h}"; the columns are ${IMPORT_COLUMNS.join(", ")}` });
    else if (columns.has(h as ImportColumn)) errors.push({ line: 1, column: h, message: `the column "${h}" appears twice` });
    else columns.add(h as ImportColumn);
  });
  for (const required of ["name", "email"] as const)
    if (!columns.has(required)) errors.push({ line: 1, column: required, message: `the column "${required}" is required` });
  if (errors.length > 0) return { rows: [], columns, errors };
  if (records.length - 1 > MAX_IMPORT_ROWS) {
    return { rows: [], columns, errors: [{ line: null, column: null, message: `${records.length - 1} rows: one import takes at most ${MAX_IMPORT_ROWS}` }] };
  }

  const rows: ImportRow[] = [];
  const seen = new Map<string, number>();
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    const fail = (column: string | null, message: string) => errors.push({ line, column, message });
    if (record.length !== header.length) fail(null, `${record.length} cells where the header has ${header.length}`);
    const cell = (c: ImportColumn) => {
      const at = header.indexOf(c);
      return at < 0 ? undefined : (record[at] ?? "").trim();
    };
    const text = (c: ImportColumn) => {
      const v = cell(c);
      if (v === undefined) return undefined;
      if (v.length > MAX_TEXT) fail(c, `longer than ${MAX_TEXT} characters`);
      return v === "" ? null : v;
    };
    const row: ImportRow = { line, name: cell("name") ?? "", email: (cell("email") ?? "").toLowerCase() };
    if (!row.name) fail("name", "required");
    else if (row.name.length > MAX_TEXT) fail("name", `longer than ${MAX_TEXT} characters`);
    if (!row.email) fail("email", "required");
    else if (!EMAIL.safeParse(row.email).success) fail("email", `"${row.email}" is not an e-mail address`);
    else if (seen.has(row.email)) fail("email", `${row.email} is already on line ${seen.get(row.email)}`);
    else seen.set(row.email, line);
    if (columns.has("title")) row.title = text("title");
    if (columns.has("department")) row.department = text("department");
    if (columns.has("manager_email")) {
      const m = text("manager_email")?.toLowerCase() ?? null;
      if (m !== null && !EMAIL.safeParse(m).success) fail("manager_email", `"${m}" is not an e-mail address`);
      else if (m !== null && m === row.email) fail("manager_email", "a person cannot be their own manager");
      row.managerEmail = m;
    }
    const oneOf = <T extends string>(c: ImportColumn, values: readonly T[]): T | undefined => {
      const v = cell(c)?.toLowerCase();
      if (v === undefined || v === "") return undefined;
      if (!(values as readonly string[]).includes(v)) fail(c, `"${v}" is not one of ${values.join(", ")}`);
      return v as T;
    };
    row.employmentType = oneOf("employment_type", EMPLOYMENT_TYPES);
    row.status = oneOf("status", PERSON_STATUSES);
    for (const [c, key] of [
      ["start_date", "startDate"],
      ["end_date", "endDate"],
    ] as const) {
      if (!columns.has(c)) continue;
      const v = text(c);
      if (v !== null && v !== undefined && !DAY.safeParse(v).success) fail(c, `"${v}" is not a date written YYYY-MM-DD`);
      row[key] = v ?? null;
    }
    if (row.startDate && row.endDate && row.endDate < row.startDate) fail("end_date", "is before start_date");
    rows.push(row);
  });
  return { rows, columns, errors };
}
