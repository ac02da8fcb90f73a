import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKeys } from "@/db/accounts";
import { requireCustomer } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";

/** The account's active keys, newest first, never with their secret. */
export async function listApiKeys(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireCustomer(ctx);
  const rows = await ctx.db
    .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt), newestFirstAfter(apiKeys.createdAt, apiKeys.id, page.cursor)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, (row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
