/**
 * The database a benchmark runs on, and what it wrote. Set up before lib/ opens its pool: `openBenchDatabase`
 * sets DATABASE_URL and DB_POOL_MAX, which lib/db/client.ts reads on first use.
 * - `pglite`: an in-memory embedded database served in this process (lib/db/embedded.ts), one connection, as
 *   `npm start` runs without DATABASE_URL.
 * - `postgres`: a scratch database created (and dropped by `stop`) on BENCH_DATABASE_URL / TEST_DATABASE_URL,
 *   default postgres://postgres@127.0.0.1:5432/test (bench/lib/server.ts).
 */
import { freshDatabase } from "./server";

export type BenchDbKind = "pglite" | "postgres";

export interface BenchDatabase {
  kind: BenchDbKind;
  label: string;
  url: string;
  stop(): Promise<void>;
}

/** `--db pglite|postgres`; without it, PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else PGlite. */
export function dbKindFromArgs(args: string[]): BenchDbKind {
  const i = args.indexOf("--db");
  if (i >= 0) {
    const kind = args[i + 1];
    if (kind !== "pglite" && kind !== "postgres") throw new Error("--db takes pglite or postgres");
    return kind;
  }
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
}

export async function openBenchDatabase(kind: BenchDbKind, scratchName: string, poolMax = 10): Promise<BenchDatabase> {
  if (kind === "pglite") {
    const { startEmbeddedDatabase } = await import("@/lib/db/embedded");
    const embedded = await startEmbeddedDatabase(undefined);
    process.env.DATABASE_URL = embedded.url;
    process.env.DB_POOL_MAX = "1";
    return { kind, label: "embedded PGlite (in this process, 1 connection)", url: embedded.url, stop: embedded.stop };
  }
  const scratch = await freshDatabase(scratchName);
  process.env.DATABASE_URL = scratch.url;
  process.env.DB_POOL_MAX = String(poolMax);
  const host = new URL(scratch.url);
  return { kind, label: `PostgreSQL ${host.host}${host.pathname} (pool ${poolMax})`, url: scratch.url, stop: scratch.drop };
}

type Exec = { execute(query: unknown): Promise<unknown> };

/**
 * The first transaction id not yet started: every row version written after this call has an xmin at or above it.
 * Exact on a fresh database (no xid wraparound, nothing frozen yet), and it needs no statistics collector.
 */
export async function writeMarker(db: Exec): Promise<bigint> {
  const { sql } = await import("drizzle-orm");
  const rows = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as { x: string }[];
  return BigInt(rows[0].x) % 4_294_967_296n;
}

/**
 * Rows written (inserted, or updated: an update writes a new row version) since `marker`, per table, as live row
 * versions whose xmin is at or above it. Deleted rows are not counted.
 */
export async function rowsWrittenSince(db: Exec, marker: bigint): Promise<Map<string, number>> {
  const { sql } = await import("drizzle-orm");
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%' order by tablename`)) as {
    tablename: string;
  }[];
  const out = new Map<string, number>();
  for (const { tablename } of tables) {
    const [{ n }] = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(tablename)} where xmin::text::bigint >= ${marker.toString()}::bigint`,
    )) as { n: number }[];
    if (n > 0) out.set(tablename, n);
  }
  return out;
}
