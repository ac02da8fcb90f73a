import type { DbOrTx } from "./client";

const cache = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A hot read, built once per database handle and key, then run with `sql.placeholder` values. Drizzle renders a
 * query's SQL text anew on every execution otherwise: on the console's reads that rendering was most of the CPU a
 * request spent outside Next (bench/api-load.ts, README "Benchmarks"). The key names the query and its shape (which
 * optional filters it has), since a placeholder cannot drop a condition.
 */
export function prepared<T>(db: DbOrTx, key: string, build: () => T): T {
  let byKey = cache.get(db);
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  let query = byKey.get(key) as T | undefined;
  if (query === undefined) {
    query = build();
    byKey.set(key, query);
  }
  return query;
}
