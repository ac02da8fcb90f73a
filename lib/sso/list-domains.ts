import { and, desc, eq } from "drizzle-orm";
import { verifiedDomains } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { toDomain } from "./internal/serialize";

/** The account's e-mail domains, verified or not, newest first. */
export async function listDomains(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select()
    .from(verifiedDomains)
    .where(and(eq(verifiedDomains.accountId, accountId), newestFirstAfter(verifiedDomains.createdAt, verifiedDomains.id, page.cursor)))
    .orderBy(desc(verifiedDomains.createdAt), desc(verifiedDomains.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toDomain);
}
