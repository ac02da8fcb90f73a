import { and, eq, isNotNull } from "drizzle-orm";
import { risks } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";

/** Library ids the account's register already holds a risk from. */
export async function libraryIdsInRegister(db: DbOrTx, accountId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: risks.libraryId })
    .from(risks)
    .where(and(eq(risks.accountId, accountId), isNotNull(risks.libraryId)));
  return new Set(rows.map((r) => r.id!));
}
