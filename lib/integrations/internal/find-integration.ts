import { and, eq, isNull } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

export type IntegrationRow = typeof integrations.$inferSelect;

/** One of the account's integrations that is not deleted; another account's, a deleted one and an unknown id are 404. */
export async function findIntegration(db: DbOrTx, accountId: string, id: string, opts: { lock?: boolean } = {}): Promise<IntegrationRow> {
  const query = db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.accountId, accountId), isNull(integrations.deletedAt)))
    .limit(1);
  const [row] = opts.lock ? await query.for("update") : await query;
  if (!row) throw ServiceError.notFound("integration");
  return row;
}
