import { and, desc, eq } from "drizzle-orm";
import { audits, type AuditStatus } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { readerGate } from "./internal/access";
import { auditJson } from "./internal/serialize";

export interface ListAuditsFilter {
  status?: AuditStatus;
  framework_id?: string;
}

/** The account's audits, newest first, filtered by status and framework. */
export async function listAudits(ctx: Ctx, filter: ListAuditsFilter, page: PageRequest) {
  const caller = await readerGate(ctx);
  const rows = await ctx.db
    .select()
    .from(audits)
    .where(
      and(
        eq(audits.accountId, caller.accountId),
        filter.status ? eq(audits.status, filter.status) : undefined,
        filter.framework_id ? eq(audits.frameworkId, filter.framework_id) : undefined,
        newestFirstAfter(audits.createdAt, audits.id, page.cursor),
      ),
    )
    .orderBy(desc(audits.createdAt), desc(audits.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, auditJson);
}
