import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { apiKeys, users } from "@/db/accounts";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage } from "@/lib/pagination";
import type { ApiKeyJson, ListApiKeysQuery } from "@/lib/auth";

const STATUS = { active: isNull(apiKeys.revokedAt), revoked: isNotNull(apiKeys.revokedAt), all: undefined };

/** The account's keys (admin; active ones by default), newest first, with who created them and why revoked ones ended; never their secret. */
export async function listApiKeys(ctx: Ctx, query: ListApiKeysQuery) {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select({ key: apiKeys, creatorId: users.id, creatorName: users.name, creatorEmail: users.email })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.accountId, accountId), STATUS[query.status], newestFirstAfter(apiKeys.createdAt, apiKeys.id, query.cursor)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => newestFirstKey(row.key),
    ({ key, creatorId, creatorName, creatorEmail }): ApiKeyJson => ({
      id: key.id,
      name: key.name,
      scope: key.scope,
      createdBy: creatorId ? { id: creatorId, name: creatorName!, email: creatorEmail! } : null,
      prefix: key.prefix,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
      revokedReason: key.revokedReason,
      replacesId: key.replacesId,
    }),
  );
}
