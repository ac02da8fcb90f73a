import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { users } from "@/db/accounts";
import { scimTokens } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage } from "@/lib/pagination";
import { toToken } from "./internal/serialize-token";
import type { ListScimTokensQuery } from "./schemas";

const STATUS = { active: isNull(scimTokens.revokedAt), revoked: isNotNull(scimTokens.revokedAt), all: undefined };

/** The account's SCIM tokens (admins; live ones by default), newest first, with who created them and why revoked ones ended; never their secret. */
export async function listScimTokens(ctx: Ctx, query: ListScimTokensQuery) {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select({ token: scimTokens, creatorId: users.id, creatorName: users.name, creatorEmail: users.email })
    .from(scimTokens)
    .leftJoin(users, eq(users.id, scimTokens.createdBy))
    .where(and(eq(scimTokens.accountId, accountId), STATUS[query.status], newestFirstAfter(scimTokens.createdAt, scimTokens.id, query.cursor)))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => newestFirstKey(row.token),
    ({ token, creatorId, creatorName, creatorEmail }) => toToken(token, creatorId ? { id: creatorId, name: creatorName!, email: creatorEmail! } : null),
  );
}
