import { and, desc, eq, isNull } from "drizzle-orm";
import { scimTokens } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import type { ScimTokenJson } from "./schemas";

/** The account's live SCIM tokens (admins), newest first, never with their secret. */
export async function listScimTokens(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.accountId, accountId), isNull(scimTokens.revokedAt), newestFirstAfter(scimTokens.createdAt, scimTokens.id, page.cursor)))
    .orderBy(desc(scimTokens.createdAt), desc(scimTokens.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, (row): ScimTokenJson => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
