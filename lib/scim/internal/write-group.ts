import { and, eq, ne } from "drizzle-orm";
import { scimGroups } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/** Group names are unique per account: another group's name is 409 `uniqueness`. */
export async function assertGroupNameFree(tx: DbOrTx, accountId: string, displayName: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: scimGroups.id })
    .from(scimGroups)
    .where(and(eq(scimGroups.accountId, accountId), eq(scimGroups.displayName, displayName), exceptId ? ne(scimGroups.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new ServiceError("conflict", `A group named "${displayName}" already exists.`, { scimType: "uniqueness" });
}
