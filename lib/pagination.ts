import { and, eq, gt, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";

/** A page of a list, as every list route answers it (docs/api.md §3). */
export interface Page<T> {
  items: T[];
  pagination: { limit: number; nextCursor: string | null; hasMore: boolean };
}

/** A `Page` as a list route sends it (lib/http/respond.ts): the items under `data`, beside `pagination`. */
export type PageBody<T> = { data: T[]; pagination: Page<T>["pagination"] };

export interface PageRequest {
  limit: number;
  cursor?: string;
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** Opaque cursor: base64url JSON of the last row's sort key. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

function invalidCursor(): ServiceError {
  return ServiceError.validation([{ path: "cursor", message: "Invalid cursor; pass the nextCursor of the previous page." }]);
}

/** Whether a cursor's id part fits the column it is compared with (uuid columns take only UUIDs). */
function isKeyOf(idCol: AnyColumn, id: unknown): id is string {
  return typeof id === "string" && (idCol.columnType !== "PgUUID" || isUuid(id));
}

export function decodeCursor(cursor: string, arity: number): (string | number)[] {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === arity && value.every((v) => typeof v === "string" || typeof v === "number")) {
      return value;
    }
  } catch {
    // fall through to the validation error
  }
  throw invalidCursor();
}

/**
 * Keyset condition for "newest first" lists ordered by (createdAt desc, id desc). Fetch limit + 1
 * rows and hand them to `toPage`.
 */
export function newestFirstAfter(createdAtCol: AnyColumn, idCol: AnyColumn, cursor?: string): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = decodeCursor(cursor, 2);
  const date = new Date(at);
  // A forged cursor must be a 400, not a database type error (500).
  if (typeof at !== "string" || Number.isNaN(date.getTime()) || !isKeyOf(idCol, id)) throw invalidCursor();
  return or(lt(createdAtCol, date), and(eq(createdAtCol, date), lt(idCol, id)));
}

/** Keyset condition for "oldest first" lists ordered by (time asc, id asc), e.g. a timeline; the cursor is `[time, id]`. */
export function oldestFirstAfter(atCol: AnyColumn, idCol: AnyColumn, cursor?: string): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = decodeCursor(cursor, 2);
  const date = new Date(at);
  if (typeof at !== "string" || Number.isNaN(date.getTime()) || !isKeyOf(idCol, id)) throw invalidCursor();
  return or(gt(atCol, date), and(eq(atCol, date), gt(idCol, id)));
}

/** `newestFirstAfter` for a prepared query (lib/db/prepared.ts): placeholders `afterAt` and `afterId`, filled by `newestFirstAfterValues`. */
export function newestFirstAfterPlaceholders(createdAtCol: AnyColumn, idCol: AnyColumn): SQL {
  const at = sql.placeholder("afterAt");
  return or(lt(createdAtCol, at), and(eq(createdAtCol, at), lt(idCol, sql.placeholder("afterId"))))!;
}

/** The placeholder values of `newestFirstAfterPlaceholders` for a cursor, checked as `newestFirstAfter` checks it. */
export function newestFirstAfterValues(idCol: AnyColumn, cursor: string): { afterAt: string; afterId: string } {
  const [at, id] = decodeCursor(cursor, 2);
  const date = new Date(at);
  if (typeof at !== "string" || Number.isNaN(date.getTime()) || !isKeyOf(idCol, id)) throw invalidCursor();
  return { afterAt: date.toISOString(), afterId: id };
}

/** Keyset condition for lists in ascending (sortKey, id) order, e.g. controls by sort_order. */
export function ascendingAfter(sortCol: AnyColumn, idCol: AnyColumn, cursor?: string): SQL | undefined {
  if (!cursor) return undefined;
  const [sortKey, id] = decodeCursor(cursor, 2);
  if (typeof sortKey !== "number" || !Number.isSafeInteger(sortKey) || !isKeyOf(idCol, id)) throw invalidCursor();
  return or(gt(sortCol, sortKey), and(eq(sortCol, sortKey), gt(idCol, id)));
}

/** Keyset condition for lists in ascending (text, id) order, e.g. resources by name. */
export function ascendingTextAfter(sortCol: AnyColumn, idCol: AnyColumn, cursor?: string): SQL | undefined {
  if (!cursor) return undefined;
  const [sortKey, id] = decodeCursor(cursor, 2);
  if (typeof sortKey !== "string" || !isStorableCursorText(sortKey) || !isKeyOf(idCol, id)) throw invalidCursor();
  return or(gt(sortCol, sortKey), and(eq(sortCol, sortKey), gt(idCol, id)));
}

/** A forged text key with a NUL or a lone surrogate would reach PostgreSQL as a 500. */
const isStorableCursorText = (text: string) => !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** Turns limit + 1 fetched rows into a page; `keyOf` gives the cursor key of a row. */
export function toPage<R, T = R>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => readonly (string | number)[],
  map: (row: R) => T = (row) => row as unknown as T,
): Page<T> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(map),
    pagination: { limit, nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : null, hasMore },
  };
}

/** Key for newest-first lists: ISO timestamp and id. */
export const newestFirstKey = (row: { createdAt: Date; id: string }) => [row.createdAt.toISOString(), row.id] as const;

/** Pages an in-memory list (for small, already-loaded collections) with an index cursor. */
export function pageArray<T>(all: readonly T[], page: PageRequest): Page<T> {
  const start = page.cursor ? Number(decodeCursor(page.cursor, 1)[0]) : 0;
  if (!Number.isInteger(start) || start < 0) throw invalidCursor();
  const items = all.slice(start, start + page.limit);
  const hasMore = start + page.limit < all.length;
  return { items, pagination: { limit: page.limit, nextCursor: hasMore ? encodeCursor([start + page.limit]) : null, hasMore } };
}

export function isPage(value: unknown): value is Page<unknown> {
  return (
    typeof value === "object" && value !== null && Array.isArray((value as Page<unknown>).items) && typeof (value as Page<unknown>).pagination === "object"
  );
}
