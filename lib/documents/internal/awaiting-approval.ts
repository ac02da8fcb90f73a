import { and, eq } from "drizzle-orm";
import { generatedDocuments } from "@/db/documents";
import type { DbOrTx } from "@/lib/db/client";

/** Active documents whose approval was asked of this member and not yet given, oldest request first. */
export async function documentsAwaitingApproval(db: DbOrTx, accountId: string, userId: string, limit: number) {
  const d = generatedDocuments;
  return db
    .select({ id: d.id, title: d.title, version: d.currentVersion, requestedAt: d.approvalRequestedAt })
    .from(d)
    .where(and(eq(d.accountId, accountId), eq(d.approverUserId, userId), eq(d.approvalState, "requested"), eq(d.status, "active")))
    .orderBy(d.approvalRequestedAt)
    .limit(limit);
}
