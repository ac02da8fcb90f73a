import postgres from "postgres";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { config } from "@/lib/config";

export type Db = PostgresJsDatabase;
/** A transaction handle; services accept either so a verb can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

interface Connection {
  url: string;
  sql: postgres.Sql;
  db: Db;
}

// Kept on globalThis so Next's dev reloads and route bundles share one pool per process.
const globalKey = Symbol.for("compliance-platform.db");
type Holder = { [globalKey]?: Connection };

/** The process-wide database, connected on first use (never at import, so `next build` stays offline). */
export function getDb(): Db {
  const holder = globalThis as Holder;
  const url = config.databaseUrl;
  const existing = holder[globalKey];
  if (existing && existing.url === url) return existing.db;
  if (existing) void existing.sql.end({ timeout: 1 });
  const sql = postgres(url, {
    max: config.databasePoolMax,
    onnotice: () => {},
    connection: { application_name: "compliance-platform" },
  });
  const connection = { url, sql, db: drizzle(withNamedStatements(sql)) };
  holder[globalKey] = connection;
  return connection.db;
}

export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const existing = holder[globalKey];
  holder[globalKey] = undefined;
  if (existing) await existing.sql.end({ timeout: 5 });
}

type Client = {
  unsafe: (query: string, params?: unknown[], options?: Record<string, unknown>) => unknown;
  begin?: (...args: unknown[]) => unknown;
  savepoint?: (...args: unknown[]) => unknown;
};

/**
 * drizzle sends its queries through `unsafe` as unnamed statements, and postgres-js describes an
 * unnamed statement with parameters in a round trip of its own before executing it (and stops
 * pipelining meanwhile): two round trips and two socket writes for every query. Named statements
 * are described once per connection and then run in one. Transactions and savepoints get a fresh
 * client from postgres-js, so those are wrapped the same way.
 */
function withNamedStatements<T>(client: T): T {
  const c = client as unknown as Client;
  const unsafe = c.unsafe;
  c.unsafe = (query, params, options) => unsafe(query, params, { ...options, prepare: true });
  for (const key of ["begin", "savepoint"] as const) {
    const original = c[key];
    if (!original) continue;
    c[key] = (...args: unknown[]) => {
      const last = args.length - 1;
      const body = args[last] as (inner: unknown) => unknown;
      args[last] = (inner: unknown) => body(withNamedStatements(inner));
      return original(...args);
    };
  }
  return client;
}
