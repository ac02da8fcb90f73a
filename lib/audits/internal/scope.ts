import { and, asc, eq, sql } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { AuditScopeJson } from "../schemas";

/** The audit's scope: how many controls are in and out, and the excluded ones with their reasons (two reads). */
export async function scopeSummary(db: DbOrTx, auditId: string): Promise<AuditScopeJson> {
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, in: sql<number>`(count(*) filter (where ${auditControls.inScope}))::int` })
    .from(auditControls)
    .where(eq(auditControls.auditId, auditId));
  const excluded = await db
    .select({ control_id: auditControls.controlId, title: auditControls.title, category: auditControls.category, reason: auditControls.scopeReason })
    .from(auditControls)
    .where(and(eq(auditControls.auditId, auditId), eq(auditControls.inScope, false)))
    .orderBy(asc(auditControls.sortOrder), asc(auditControls.id));
  const total = Number(counts?.total ?? 0);
  const inScope = Number(counts?.in ?? 0);
  return {
    audit_id: auditId,
    total_controls: total,
    in_scope: inScope,
    out_of_scope: total - inScope,
    excluded: excluded.map((c) => ({ ...c, reason: c.reason ?? "" })),
  };
}
