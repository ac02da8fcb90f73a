import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";

export interface Write {
  table: string;
  op: "INSERT" | "UPDATE" | "DELETE";
  /** For updates: the columns whose value changed. */
  columns: string[] | null;
}

/**
 * Writes that a rejected request may legitimately cause, because they describe the request rather
 * than act on it:
 * - rate-limit counters (every request counts, refused or not; any table named `*rate_limit*`);
 * - an API key's or SCIM token's `last_used_at`, or a signed-in session's `last_seen_at`, refreshed when it
 *   authenticates (at most once a minute or so, so whether a refused request does it depends on the clock), before
 *   the request is validated.
 * The account audit trail (`account_events`) is NOT excused: the product records only successful
 * actions there (recordEvent runs inside each write's transaction), so a rejected request that
 * leaves an event is a bug.
 */
function excused(write: Write): boolean {
  if (write.table.includes("rate_limit")) return true;
  if ((write.table === "api_keys" || write.table === "scim_tokens") && write.op === "UPDATE" && write.columns?.every((c) => c === "last_used_at")) return true;
  if (write.table === "user_sessions" && write.op === "UPDATE" && write.columns?.every((c) => c === "last_seen_at")) return true;
  return false;
}

const SCHEMA = "fuzz_probe";

/**
 * Records every row written to the public schema, by a trigger per table, in a log outside it. A
 * rolled-back transaction takes its log rows with it, so only writes that stayed are seen. This is
 * stricter than comparing row counts (it sees updates, and an insert plus a delete) and cheaper: one
 * indexed read per request instead of a count over every table.
 */
export class WriteProbe {
  private lastSeq = 0;

  /** Installs the log and the triggers on every public table present now (call after migrations). */
  async install(): Promise<string[]> {
    const db = getDb();
    await db.execute(sql.raw(`create schema if not exists ${SCHEMA}`));
    await db.execute(sql.raw(`create table if not exists ${SCHEMA}.writes (seq bigserial primary key, tbl text not null, op text not null, cols text[])`));
    await db.execute(
      sql.raw(`
      create or replace function ${SCHEMA}.log_write() returns trigger language plpgsql as $fn$
      declare
        changed text[];
      begin
        if TG_OP = 'UPDATE' then
          select array_agg(n.key order by n.key) into changed
            from jsonb_each(to_jsonb(NEW)) n
           where n.value is distinct from (to_jsonb(OLD) -> n.key);
          if changed is null then return null; end if;
        end if;
        insert into ${SCHEMA}.writes (tbl, op, cols) values (TG_TABLE_NAME, TG_OP, changed);
        return null;
      end
      $fn$`),
    );
    const tables = (await db.execute(sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`))) as unknown as {
      tablename: string;
    }[];
    const names = tables.map((t) => t.tablename);
    for (const name of names) {
      await db.execute(sql.raw(`drop trigger if exists fuzz_probe_write on public."${name}"`));
      await db.execute(
        sql.raw(`create trigger fuzz_probe_write after insert or update or delete on public."${name}" for each row execute function ${SCHEMA}.log_write()`),
      );
    }
    await this.take();
    return names;
  }

  /** The writes logged since the previous call (all of them, excused or not). */
  async take(): Promise<Write[]> {
    const rows = (await getDb().execute(sql`select seq, tbl, op, cols from fuzz_probe.writes where seq > ${this.lastSeq} order by seq`)) as unknown as {
      seq: string | number;
      tbl: string;
      op: Write["op"];
      cols: string[] | null;
    }[];
    if (rows.length > 0) this.lastSeq = Number(rows[rows.length - 1].seq);
    return rows.map((r) => ({ table: r.tbl, op: r.op, columns: r.cols }));
  }

  /** The writes since the previous call that a rejected request must not cause. */
  async unexcused(): Promise<Write[]> {
    return (await this.take()).filter((w) => !excused(w));
  }

  async uninstall(): Promise<void> {
    const db = getDb();
    await db.execute(sql.raw(`drop schema if exists ${SCHEMA} cascade`));
  }
}

export function describeWrites(writes: Write[]): string {
  const counts = new Map<string, number>();
  for (const w of writes) {
    const key = `${w.op} ${w.table}${w.columns ? `(${w.columns.join(",")})` : ""}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n}× ${k}`).join("; ");
}
