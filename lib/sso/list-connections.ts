import { and, desc, eq } from "drizzle-orm";
import { ssoConnections } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { toConnection } from "./internal/serialize";

/** The account's identity providers, newest first (the newest enabled one signs people in). */
export async function listConnections(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.accountId, accountId), newestFirstAfter(ssoConnections.createdAt, ssoConnections.id, page.cursor)))
    .orderBy(desc(ssoConnections.createdAt), desc(ssoConnections.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toConnection);
}
