import { sql, type SQL } from "drizzle-orm";
import { timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids and times the same way. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * `column in ('a','b',…)` built from a vocabulary array, so a CHECK constraint and the column's type
 * read the same `as const` list. The values are our own constants, never input; quotes are doubled
 * anyway. Rendered as one raw list so drizzle-kit stores the same text as a hand-written CHECK.
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(","))})`;
