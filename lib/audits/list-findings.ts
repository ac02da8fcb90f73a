import { and, desc, eq } from "drizzle-orm";
import { auditFindings } from "@/db/audits";
import { type FindingSeverity, type FindingStatus } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { readerGate, findCustomerAudit } from "./internal/access";
import { toFinding } from "./internal/serialize";

export interface FindingFilter {
  status?: FindingStatus;
  severity?: FindingSeverity;
  control_id?: string;
}

/** Findings of one audit, newest first; shared by both scopes once access is settled. */
export async function pageFindings(db: DbOrTx, auditId: string, filter: FindingFilter, page: PageRequest) {
  const rows = await db
    .select()
    .from(auditFindings)
    .where(
      and(
        eq(auditFindings.auditId, auditId),
        filter.status ? eq(auditFindings.status, filter.status) : undefined,
        filter.severity ? eq(auditFindings.severity, filter.severity) : undefined,
        filter.control_id ? eq(auditFindings.controlId, filter.control_id) : undefined,
        newestFirstAfter(auditFindings.createdAt, auditFindings.id, page.cursor),
      ),
    )
    .orderBy(desc(auditFindings.createdAt), desc(auditFindings.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toFinding);
}

export async function listFindings(ctx: Ctx, auditId: string, filter: FindingFilter, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  return pageFindings(ctx.db, audit.id, filter, page);
}
