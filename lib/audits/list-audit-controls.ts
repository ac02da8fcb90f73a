import { and, asc, eq } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ascendingAfter, toPage, type PageRequest } from "@/lib/pagination";
import { customerGate, findCustomerAudit } from "./access";

/** The audit's control snapshot with the auditor's review, in framework order (console view). */
export async function listAuditControls(ctx: Ctx, auditId: string, filter: { status?: string }, page: PageRequest) {
  const caller = await customerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const rows = await ctx.db
    .select()
    .from(auditControls)
    .where(
      and(
        eq(auditControls.auditId, audit.id),
        filter.status ? eq(auditControls.status, filter.status) : undefined,
        ascendingAfter(auditControls.sortOrder, auditControls.id, page.cursor),
      ),
    )
    .orderBy(asc(auditControls.sortOrder), asc(auditControls.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (r) => [r.sortOrder, r.id], (r) => ({
    control_id: r.controlId,
    title: r.title,
    category: r.category,
    status: r.status,
    auditor_notes: r.auditorNotes,
    evidence_sufficient: r.evidenceSufficient,
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
  }));
}
