import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKeys, users } from "@/db/accounts";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";

/** The account's active keys (admin), newest first, with who created them; never with their secret. */
export async function listApiKeys(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      creatorId: users.id,
      creatorName: users.name,
      creatorEmail: users.email,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt), newestFirstAfter(apiKeys.createdAt, apiKeys.id, page.cursor)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, (row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdBy: row.creatorId ? { id: row.creatorId, name: row.creatorName!, email: row.creatorEmail! } : null,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
