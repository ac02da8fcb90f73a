import { parse, CsvError } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { ValidationIssue } from "@/lib/errors";
import { LIMITS } from "../schemas";
import { formatMapping, mappingIssues } from "./mappings";
import type { ControlFields, StandardMapping } from "../schemas";

/** The header of CSV import (docs/api.md §9) (and the console's CSV download). */
export const CSV_COLUMNS = ["control_id_label", "title", "description", "category", "evidence_requirements", "test_criteria", "standard_mappings"] as const;
type Column = (typeof CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: Column[] = ["control_id_label", "title"];
const MAX_LENGTH: Record<Column, number> = {
  control_id_label: LIMITS.label,
  title: LIMITS.title,
  description: LIMITS.longText,
  category: LIMITS.shortText,
  evidence_requirements: LIMITS.longText,
  test_criteria: LIMITS.longText,
  standard_mappings: LIMITS.longText,
};

/** A CSV problem: `row` counts lines as a spreadsheet shows them (header = row 1). */
export interface CsvIssue extends ValidationIssue {
  row: number;
  column: string | null;
}

export type CsvParseResult = { ok: true; controls: ControlFields[] } | { ok: false; issues: CsvIssue[] };

function issue(row: number, column: string | null, message: string): CsvIssue {
  const where = column ? `row ${row}, column ${column}` : `row ${row}`;
  return { path: `data.csv.row ${row}${column ? `.${column}` : ""}`, message: `${where}: ${message}`, row, column };
}

/**
 * Parses the CSV import text. Quoted fields may hold commas, doubled quotes and newlines; CRLF,
 * LF and CR line ends and a UTF-8 BOM are accepted; blank lines are skipped. Every problem is
 * reported at once with its row and column, and nothing is returned unless the whole file is valid.
 */
export function parseControlsCsv(text: string): CsvParseResult {
  let records: { record: string[]; info: { records: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const e = error as CsvError & { records?: number; empty_lines?: number; column?: number; lines?: number };
      const row = (e.records ?? 0) + (e.empty_lines ?? 0) + 1;
      const header = typeof e.column === "number" ? (CSV_COLUMNS[e.column] ?? `#${e.column + 1}`) : null;
      return { ok: false, issues: [issue(row, header, describeCsvError(e.code, e.lines))] };
    }
    throw error;
  }
  if (records.length === 0) return { ok: false, issues: [issue(1, null, "the file is empty; expected the header row")] };

  const issues: CsvIssue[] = [];
  const header = records[0].record.map((h) => h.trim().toLowerCase());
  const position = new Map<Column, number>();
  header.forEach((name, i) => {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) {
      issues.push(issue(1, name || `#${i + 1}`, `unknown column; the header is ${CSV_COLUMNS.join(",")}`));
    } else if (position.has(name as Column)) {
      issues.push(issue(1, name, "column appears twice"));
    } else {
      position.set(name as Column, i);
    }
  });
  for (const col of REQUIRED_COLUMNS) if (!position.has(col)) issues.push(issue(1, col, "required column is missing"));
  if (issues.length > 0) return { ok: false, issues };

  const rows = records.slice(1);
  if (rows.length === 0) issues.push(issue(2, null, "no controls; add one row per control below the header"));
  if (rows.length > LIMITS.controlsPerFramework) {
    return { ok: false, issues: [issue(rows.length + 1, null, `more than ${LIMITS.controlsPerFramework} controls`)] };
  }

  const seenLabels = new Map<string, number>();
  const controls: ControlFields[] = [];
  for (const { record, info } of rows) {
    const row = info.records + info.empty_lines;
    if (record.length > header.length) {
      issues.push(issue(row, null, `${record.length} fields but the header has ${header.length}; quote fields that contain commas`));
      continue;
    }
    const cell = (col: Column): string => {
      const i = position.get(col);
      return i === undefined ? "" : (record[i] ?? "").trim();
    };
    for (const col of CSV_COLUMNS) {
      const v = cell(col);
      if (v.length > MAX_LENGTH[col]) issues.push(issue(row, col, `longer than ${MAX_LENGTH[col]} characters`));
    }
    const label = cell("control_id_label");
    const title = cell("title");
    if (!label) issues.push(issue(row, "control_id_label", "required; may not be empty"));
    if (!title) issues.push(issue(row, "title", "required; may not be empty"));
    if (label) {
      const first = seenLabels.get(label);
      if (first !== undefined) issues.push(issue(row, "control_id_label", `"${label}" already used on row ${first}`));
      else seenLabels.set(label, row);
    }
    const { mappings, problems } = parseMappingsCell(cell("standard_mappings"));
    for (const p of problems) issues.push(issue(row, "standard_mappings", p));
    controls.push({
      control_id_label: label,
      title,
      description: cell("description") || null,
      category: cell("category") || null,
      evidence_requirements: cell("evidence_requirements") || null,
      test_criteria: cell("test_criteria") || null,
      standard_mappings: mappings,
    });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, controls };
}

/** `framework:controlId;framework:controlId`; the control id is everything after the first colon. */
export function parseMappingsCell(value: string): { mappings: StandardMapping[]; problems: string[] } {
  const mappings: StandardMapping[] = [];
  const problems: string[] = [];
  if (!value) return { mappings, problems };
  const parts = value
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  for (const part of parts) {
    const colon = part.indexOf(":");
    if (colon <= 0 || colon === part.length - 1) {
      problems.push(`"${part}" is not written framework:controlId`);
      continue;
    }
    mappings.push({ framework: part.slice(0, colon).trim(), controlId: part.slice(colon + 1).trim() });
  }
  if (mappings.length > LIMITS.mappingsPerControl) problems.push(`more than ${LIMITS.mappingsPerControl} mappings`);
  for (const p of mappingIssues(mappings, "")) problems.push(`${formatMappingAt(mappings, p.path)}: ${p.message}`);
  return { mappings, problems };
}

function formatMappingAt(mappings: StandardMapping[], path: string): string {
  const index = Number(path.split(".").filter(Boolean)[0]);
  const m = mappings[index];
  return m ? `"${formatMapping(m)}"` : "mapping";
}

function describeCsvError(code: string, line?: number): string {
  const at = line ? ` (line ${line} of the file)` : "";
  switch (code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return `a quoted field is never closed${at}`;
    case "CSV_INVALID_CLOSING_QUOTE":
      return `text follows a closing quote; write a quote inside a quoted field as ""${at}`;
    case "INVALID_OPENING_QUOTE":
      return `a quote appears inside an unquoted field; quote the whole field and double the quote${at}`;
    default:
      return `the CSV cannot be read (${code})${at}`;
  }
}

/** Controls as CSV text with the import header, so a download can be imported again. */
export function controlsToCsv(controls: readonly ControlFields[]): string {
  return stringify(
    controls.map((c) => [
      c.control_id_label,
      c.title,
      c.description ?? "",
      c.category ?? "",
      c.evidence_requirements ?? "",
      c.test_criteria ?? "",
      c.standard_mappings.map(formatMapping).join(";"),
    ]),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
