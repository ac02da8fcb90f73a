import path from "node:path";
import postgres from "postgres";
import { readMigrationFiles } from "drizzle-orm/migrator";

/** Any fixed number: every instance that starts against the same database takes this lock. */
const MIGRATION_LOCK_KEY = 7_215_001;

/**
 * Applies pending drizzle-kit migrations in one transaction under a transaction-scoped advisory
 * lock, so two instances starting together never apply the same migration twice. Same bookkeeping
 * table as drizzle's own migrator (`drizzle.__drizzle_migrations`). One connection suffices, which
 * the embedded database (one connection) needs.
 */
export async function runMigrations(url: string, migrationsFolder = path.resolve(/* turbopackIgnore: true */ process.cwd(), "drizzle")): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
      await tx`create schema if not exists drizzle`;
      await tx`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`;
      const [last] = await tx<{ created_at: string }[]>`
        select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`;
      const appliedUpTo = last ? Number(last.created_at) : -1;
      let applied = 0;
      for (const migration of migrations) {
        if (migration.folderMillis <= appliedUpTo) continue;
        for (const statement of migration.sql) {
          if (statement.trim()) await tx.unsafe(statement);
        }
        await tx`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`;
        applied++;
      }
      return applied;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
