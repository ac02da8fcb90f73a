import { and, inArray, isNull } from "drizzle-orm";
import { evidenceFiles } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";
import type { Logger } from "@/lib/log";
import { fileStore, type FileStore } from "@/lib/storage";

/** An object no row refers to is removed only once this old: its row may still be on its way (a write in progress). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/** Our keys: `<accountId>/<fileId>`. Anything else under the prefix is not ours to remove. */
const FILE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export interface SweepResult {
  scanned: number;
  removed: number;
  incomplete: number;
}

/**
 * The storage sweeper: removes objects that no file row refers to (a transaction that failed after its object was
 * written, bytes whose deletion failed after their evidence was deleted) once they are a day old, and writes that never
 * finished (temporary files, incomplete multipart uploads). Objects are listed page by page; one query per page asks
 * which keys rows still refer to. Safe on every instance at once: removing is idempotent.
 */
export async function removeOrphanedFiles(
  db: DbOrTx,
  options: { now: () => Date; log: Logger; store?: FileStore; olderThanMs?: number },
): Promise<SweepResult> {
  const store = options.store ?? fileStore();
  const cutoff = new Date(options.now().getTime() - (options.olderThanMs ?? ORPHAN_AGE_MS));
  let scanned = 0;
  let removed = 0;
  for await (const page of store.list()) {
    scanned += page.length;
    const old = page.filter((o) => o.lastModified < cutoff && FILE_KEY.test(o.key)).map((o) => o.key);
    if (old.length === 0) continue;
    const referred = await db
      .select({ key: evidenceFiles.storageKey })
      .from(evidenceFiles)
      .where(and(inArray(evidenceFiles.storageKey, old), isNull(evidenceFiles.removedAt)));
    const keep = new Set(referred.map((r) => r.key));
    removed += await store.removeQuietly(old.filter((key) => !keep.has(key)));
  }
  const incomplete = await store.removeIncomplete(cutoff);
  if (removed > 0 || incomplete > 0) options.log.info({ scanned, removed, incomplete }, "storage sweep removed unreferenced objects");
  return { scanned, removed, incomplete };
}
