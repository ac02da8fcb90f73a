import { and, asc, eq } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ascendingAfter, toPage, type PageRequest } from "@/lib/pagination";
import { auditorControlJson } from "@/lib/audits/serialize";
import { auditorAudit, auditorGate } from "./access";
import { countEvidenceByControl } from "./control-evidence";

/** The audit's controls in framework order, each with its review and evidence count (CONTRACT §4). */
export async function listAuditorControls(ctx: Ctx, filter: { status?: string }, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx.db, caller);
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
  const pageRows = rows.slice(0, page.limit);
  const counts = await countEvidenceByControl(ctx.db, audit, pageRows.map((r) => r.controlId));
  return toPage(rows, page.limit, (r) => [r.sortOrder, r.id], (r) => auditorControlJson(r, counts.get(r.controlId) ?? 0));
}
