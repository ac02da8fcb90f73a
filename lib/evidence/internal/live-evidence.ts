import { and, eq, isNull } from "drizzle-orm";
import { evidenceItems } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/**
 * One of the account's evidence items that is not deleted, optionally locked for a write; another
 * account's item, a deleted one and an unknown id are all 404.
 */
export async function liveEvidence(db: DbOrTx, accountId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(evidenceItems)
    .where(and(eq(evidenceItems.id, id), eq(evidenceItems.accountId, accountId), isNull(evidenceItems.deletedAt)))
    .limit(1);
  const [row] = opts.lock ? await query.for("update") : await query;
  if (!row) throw ServiceError.notFound("evidence item");
  return row;
}
