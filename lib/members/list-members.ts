import { and, desc, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { memberColumns, toMember } from "./internal/serialize";

/** The account's members, newest first; every member may see who else is in the account. */
export async function listMembers(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "viewer");
  const rows = await ctx.db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.accountId, accountId), newestFirstAfter(users.createdAt, users.id, page.cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toMember);
}
