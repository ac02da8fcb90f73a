import { and, eq, inArray } from "drizzle-orm";
import { apiKeys } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";

/** The prefix and name of each of these keys of the account, revoked ones included (a deleted one is left out). */
export async function apiKeyLabels(db: DbOrTx, accountId: string, keyIds: string[]): Promise<{ id: string; prefix: string; name: string }[]> {
  if (keyIds.length === 0) return [];
  return db
    .select({ id: apiKeys.id, prefix: apiKeys.prefix, name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), inArray(apiKeys.id, keyIds)));
}
