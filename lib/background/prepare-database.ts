import { config } from "@/lib/config";
import { syncBuiltinFrameworks } from "@/lib/frameworks";
import { getDb } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";

/** What every start does before serving: pending migrations, then the built-in catalogs. */
export async function prepareDatabase(): Promise<{ migrations: number; frameworks: string[] }> {
  const migrations = await runMigrations(config.databaseUrl);
  const frameworks = await syncBuiltinFrameworks(getDb());
  return { migrations, frameworks };
}
