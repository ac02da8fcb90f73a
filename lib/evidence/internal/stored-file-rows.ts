import { and, asc, gt, isNull } from "drizzle-orm";
import { evidenceFiles } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";

export interface StoredFileRow {
  id: string;
  storageKey: string;
  size: number;
  sha256: string;
}

const PAGE = 500;

/** Every file whose bytes should be in storage (not removed with their evidence), all accounts, in id order, a page at a time. */
export async function* storedFileRows(db: DbOrTx): AsyncIterable<StoredFileRow[]> {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await db
      .select({ id: evidenceFiles.id, storageKey: evidenceFiles.storageKey, size: evidenceFiles.size, sha256: evidenceFiles.sha256 })
      .from(evidenceFiles)
      .where(and(isNull(evidenceFiles.removedAt), gt(evidenceFiles.id, after)))
      .orderBy(asc(evidenceFiles.id))
      .limit(PAGE);
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = page[page.length - 1].id;
  }
}
