import { and, desc, eq } from "drizzle-orm";
import { auditActivity, type ActivityType } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, toPage, type PageRequest } from "@/lib/pagination";
import { readerGate, findCustomerAudit } from "./internal/access";
import { toActivity } from "./internal/serialize";

/** The audit's full activity log, newest first, paginated. */
export async function listActivity(ctx: Ctx, auditId: string, filter: { type?: ActivityType }, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const rows = await ctx.db
    .select()
    .from(auditActivity)
    .where(
      and(
        eq(auditActivity.auditId, audit.id),
        filter.type ? eq(auditActivity.type, filter.type) : undefined,
        newestFirstAfter(auditActivity.at, auditActivity.id, page.cursor),
      ),
    )
    .orderBy(desc(auditActivity.at), desc(auditActivity.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (r) => [r.at.toISOString(), r.id], toActivity);
}
