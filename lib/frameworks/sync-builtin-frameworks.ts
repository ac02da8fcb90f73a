import { sha256Hex } from "@/lib/credentials/secrets";
import { eq, sql } from "drizzle-orm";
import { frameworkControls, frameworks } from "@/db/frameworks";
import type { Db } from "@/lib/db/client";
import { builtinFrameworks } from "./internal/catalog";

const CHUNK = 500;

/**
 * Brings the built-in framework tables in line with the shipped catalogs. Runs at start after the
 * migrations; a framework whose catalog hash is unchanged is left alone, so restarts cost one query.
 */
export async function syncBuiltinFrameworks(db: Db): Promise<string[]> {
  const existing = new Map((await db.select({ id: frameworks.id, hash: frameworks.catalogHash }).from(frameworks)).map((r) => [r.id, r.hash]));
  const changed: string[] = [];
  for (const framework of builtinFrameworks) {
    const hash = sha256Hex(JSON.stringify(framework));
    if (existing.get(framework.id) === hash) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7215002)`);
      const values = {
        id: framework.id,
        name: framework.name,
        version: framework.version,
        category: framework.category,
        description: framework.description,
        controlCount: framework.controls.length,
        catalogHash: hash,
        updatedAt: new Date(),
      };
      await tx.insert(frameworks).values(values).onConflictDoUpdate({ target: frameworks.id, set: values });
      await tx.delete(frameworkControls).where(eq(frameworkControls.frameworkId, framework.id));
      const rows = framework.controls.map((control, index) => ({ frameworkId: framework.id, ...control, sortOrder: index }));
      for (let i = 0; i < rows.length; i += CHUNK) {
        await tx.insert(frameworkControls).values(rows.slice(i, i + CHUNK));
      }
    });
    changed.push(framework.id);
  }
  return changed;
}
