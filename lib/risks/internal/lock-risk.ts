import { and, eq } from "drizzle-orm";
import { risks } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/** The account's risk, locked for the rest of the transaction; another tenant's risk or none is 404. */
export async function lockRisk(tx: DbOrTx, accountId: string, id: string): Promise<typeof risks.$inferSelect> {
  const [row] = await tx
    .select()
    .from(risks)
    .where(and(eq(risks.accountId, accountId), eq(risks.id, id)))
    .for("update");
  if (!row) throw ServiceError.notFound("risk");
  return row;
}
