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

/**
 * An integration's snapshot item changes only with its syncs (lib/evidence/record-snapshot.ts): editing, replacing
 * or deleting it by hand would make the evidence say something the system did not observe.
 */
export function assertHandMade(row: { source: string }): void {
  if (row.source === "integration") {
    throw new ServiceError(
      "conflict",
      "This evidence is an integration's snapshot: it changes with each sync. Exclude resources from tests or delete the integration instead.",
    );
  }
}
