import { pipeline, Readable } from "node:stream";
import { setImmediate } from "node:timers/promises";
import { CsvError, parse } from "csv-parse";
import type { ValidationIssue } from "@/lib/errors";
import { MAX_POPULATION_COLUMNS, MAX_POPULATION_ROWS, type PopulationMapping, type PushedRow } from "../schemas";
import { parseItemDate } from "./item-date";
import { resolveMapping, suggestMapping, type ResolvedMapping } from "./mapping";

/** A row as stored and as hashed for pushed rows: this property order is part of the SHA-256 (docs/api.md §8). */
export interface NormalizedRow {
  key: string;
  occurred_at: string | null;
  owner_email: string | null;
  data: Record<string, string>;
}

/** A problem of one row (`row` 1..N), of the header (`line` 1) or of the whole file (both null). */
export interface RowError {
  line: number | null;
  row: number | null;
  column: string | null;
  message: string;
}

export interface ParsedPopulation {
  /** CSV only: the header as written, and the mapping applied (null when the header could not be read). */
  headers: string[];
  mapping: { key: string; occurred_at: string | null; owner_email: string | null } | null;
  mappingSuggested: boolean;
  /** Problems of the request's mapping itself: 400 before any row is judged. */
  mappingIssues: ValidationIssue[];
  columns: string[];
  rows: NormalizedRow[];
  /** Per row: its date (for the period check), and its CSV line (null for pushed rows). */
  dates: (Date | null)[];
  lines: (number | null)[];
  /** Problems found without the audit's period, in row order. */
  errors: RowError[];
}

const MAX_KEY = 500;
const MAX_CELL = 10_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks and normalizes one row's fields; `at` places its problems (CSV line and header names, or row fields). */
class RowChecker {
  private readonly seen = new Map<string, number>();
  readonly errors: RowError[] = [];
  readonly rows: NormalizedRow[] = [];
  readonly dates: (Date | null)[] = [];
  readonly lines: (number | null)[] = [];

  add(
    fields: { key: string; occurredAt: string | null; ownerEmail: string | null; data: Record<string, string> },
    at: { line: number | null; names: Record<"key" | "occurred_at" | "owner_email", string> },
  ) {
    const row = this.rows.length + 1;
    const fail = (column: string | null, message: string) => this.errors.push({ line: at.line, row, column, message });
    const key = fields.key.trim();
    if (!key) fail(at.names.key, "missing key: every item needs its identifier");
    else if (key.length > MAX_KEY) fail(at.names.key, `key longer than ${MAX_KEY} characters`);
    else {
      const first = this.seen.get(key);
      if (first !== undefined) fail(at.names.key, `duplicate key "${key}": already on ${at.line === null ? `row ${first}` : `line ${this.lines[first - 1]}`}`);
      else this.seen.set(key, row);
    }
    const dateText = fields.occurredAt?.trim() ?? "";
    const date = dateText ? parseItemDate(dateText) : null;
    if (dateText && !date) fail(at.names.occurred_at, `unparseable date "${dateText.slice(0, 100)}": write YYYY-MM-DD or an ISO 8601 date-time`);
    const email = fields.ownerEmail?.trim().toLowerCase() || null;
    if (email && (!EMAIL.test(email) || email.length > 254)) fail(at.names.owner_email, `"${email.slice(0, 100)}" is not an e-mail address`);
    for (const [name, value] of Object.entries(fields.data)) if (value.length > MAX_CELL) fail(name, `longer than ${MAX_CELL} characters`);
    this.rows.push({ key, occurred_at: date?.toISOString() ?? null, owner_email: email, data: fields.data });
    this.dates.push(date);
    this.lines.push(at.line);
  }
}

function failed(error: RowError, extra: Partial<ParsedPopulation> = {}): ParsedPopulation {
  return { headers: [], mapping: null, mappingSuggested: false, mappingIssues: [], columns: [], rows: [], dates: [], lines: [], errors: [error], ...extra };
}

function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "a quoted field is never closed";
    case "CSV_INVALID_CLOSING_QUOTE":
      return 'text follows a closing quote; write a quote inside a quoted field as ""';
    case "INVALID_OPENING_QUOTE":
      return "a quote appears inside an unquoted field; quote the whole field and double the quote";
    default:
      return `the CSV cannot be read (${error.code})`;
  }
}

/** How much of the CSV text the parser takes at a time; between two pieces other requests get their turn. */
const PIECE = 16 * 1024;

/** The text in pieces, yielding to the event loop between them (a parse of 24 MB never holds the server). */
async function* pieces(text: string): AsyncGenerator<string> {
  let at = 0;
  while (at < text.length) {
    let end = Math.min(at + PIECE, text.length);
    // Each piece becomes UTF-8 bytes alone: never cut between the halves of a surrogate pair.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
    yield text.slice(at, end);
    at = end;
    await setImmediate();
  }
}

type CsvRecord = { record: string[]; info: { records: number; empty_lines: number } };

/**
 * A CSV population: the first line is the header; quoted fields may hold commas, doubled quotes and line breaks;
 * CRLF, LF and CR line ends and a UTF-8 BOM are accepted; blank lines are skipped (but counted, so `line` is the row a
 * spreadsheet shows). Cells are trimmed. Every header the mapping does not name becomes a data column.
 * Read as a stream: reading stops at the first row past MAX_POPULATION_ROWS (the rest of a huge file is never
 * parsed), and the event loop serves other requests between pieces of the text.
 */
export async function parseCsvRows(source: string | AsyncIterable<string>, requested: PopulationMapping | undefined): Promise<ParsedPopulation> {
  const input = Readable.from(typeof source === "string" ? pieces(source) : source, { objectMode: false });
  const parser = parse({ info: true, bom: true, relax_column_count: true, skip_empty_lines: true, record_delimiter: ["\r\n", "\n", "\r"] });
  // Errors surface through the iteration below; the pipeline only ties the two streams' ends together.
  pipeline(input, parser, () => {});
  try {
    return await readRecords(parser[Symbol.asyncIterator]() as AsyncIterator<CsvRecord>, requested);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const e = error as CsvError & { records?: number; empty_lines?: number };
    return failed({ line: (e.records ?? 0) + (e.empty_lines ?? 0) + 1, row: null, column: null, message: describeCsvError(e) });
  } finally {
    // Stops reading at once when the records were not all read (too many rows, a bad header).
    input.destroy();
    parser.destroy();
  }
}

async function readRecords(records: AsyncIterator<CsvRecord>, requested: PopulationMapping | undefined): Promise<ParsedPopulation> {
  const first = await records.next();
  if (first.done) return failed({ line: 1, row: null, column: null, message: "the file is empty; expected a header row" });

  const headers = first.value.record.map((h, i) => h.trim() || `column_${i + 1}`);
  const resolved: { mapping: ResolvedMapping; issues: ValidationIssue[] } = requested
    ? resolveMapping(headers, requested)
    : { mapping: suggestMapping(headers), issues: [] };
  const { mapping } = resolved;
  const mapped = new Set([mapping.key, mapping.occurred_at, mapping.owner_email].filter((i): i is number => i !== null));
  const dataAt = headers.map((_, i) => i).filter((i) => !mapped.has(i));
  const columns = dataAt.map((i) => headers[i]);
  const nameOf = (i: number | null) => (i === null ? null : headers[i]);
  const base: Partial<ParsedPopulation> = {
    headers,
    mapping: { key: headers[mapping.key], occurred_at: nameOf(mapping.occurred_at), owner_email: nameOf(mapping.owner_email) },
    mappingSuggested: !requested,
    mappingIssues: resolved.issues,
    columns,
  };

  const headerErrors: RowError[] = [];
  const firstAt = new Map<string, number>();
  headers.forEach((h, i) => {
    if (firstAt.has(h)) headerErrors.push({ line: 1, row: null, column: h, message: `column "${h}" appears twice` });
    else firstAt.set(h, i);
  });
  if (columns.length > MAX_POPULATION_COLUMNS)
    headerErrors.push({ line: 1, row: null, column: null, message: `more than ${MAX_POPULATION_COLUMNS} data columns` });
  if (headerErrors.length > 0) return { ...failed(headerErrors[0], base), errors: headerErrors };

  const checker = new RowChecker();
  const names = { key: headers[mapping.key], occurred_at: nameOf(mapping.occurred_at) ?? "", owner_email: nameOf(mapping.owner_email) ?? "" };
  for (let next = await records.next(); !next.done; next = await records.next()) {
    if (checker.rows.length === MAX_POPULATION_ROWS)
      return failed({ line: null, row: null, column: null, message: `more than ${MAX_POPULATION_ROWS} rows; split the population` });
    const { record, info } = next.value;
    const line = info.records + info.empty_lines;
    const cell = (i: number | null) => (i === null ? null : (record[i] ?? "").trim());
    const data: Record<string, string> = {};
    for (const i of dataAt) data[headers[i]] = (record[i] ?? "").trim();
    checker.add({ key: cell(mapping.key) ?? "", occurredAt: cell(mapping.occurred_at), ownerEmail: cell(mapping.owner_email), data }, { line, names });
    if (record.length > headers.length) {
      checker.errors.push({
        line,
        row: checker.rows.length,
        column: null,
        message: `${record.length} fields but the header has ${headers.length}; quote fields that contain commas`,
      });
    }
  }
  return { ...(base as ParsedPopulation), rows: checker.rows, dates: checker.dates, lines: checker.lines, errors: checker.errors };
}

/** Pushed rows (`source: "api"`): the same checks as CSV lines; data columns are every `data` name, in first-seen order. */
export function parsePushedRows(pushed: PushedRow[]): ParsedPopulation {
  const checker = new RowChecker();
  const columns = new Set<string>();
  const names = { key: "key", occurred_at: "occurred_at", owner_email: "owner_email" };
  for (const row of pushed) {
    const data = row.data ?? {};
    for (const name of Object.keys(data)) columns.add(name);
    checker.add({ key: row.key, occurredAt: row.occurred_at ?? null, ownerEmail: row.owner_email ?? null, data }, { line: null, names });
  }
  const errors = checker.errors;
  if (columns.size > MAX_POPULATION_COLUMNS)
    errors.unshift({ line: null, row: null, column: null, message: `more than ${MAX_POPULATION_COLUMNS} distinct data columns` });
  return {
    headers: [],
    mapping: null,
    mappingSuggested: false,
    mappingIssues: [],
    columns: [...columns],
    rows: checker.rows,
    dates: checker.dates,
    lines: checker.lines,
    errors,
  };
}
