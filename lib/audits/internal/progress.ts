import { and, desc, eq, sql } from "drizzle-orm";
import { auditActivity, auditControls } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import type { ProgressJson } from "../response-schemas";
import { activityJson } from "./serialize";


/** One grouped count over the audit's controls in scope (an excluded control is not reviewed), whatever their number. */
export async function auditProgress(db: DbOrTx, auditId: string): Promise<ProgressJson> {
  const rows = await prepared(db, "audit_progress", () =>
    db
      .select({ status: auditControls.status, n: sql<number>`count(*)::int` })
      .from(auditControls)
      .where(and(eq(auditControls.auditId, sql.placeholder("auditId")), eq(auditControls.inScope, true)))
      .groupBy(auditControls.status)
      .prepare("audit_progress"),
  ).execute({ auditId });
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
  const passed = by.passed ?? 0;
  const failed = by.failed ?? 0;
  const needsEvidence = by.needs_evidence ?? 0;
  const notTested = by.not_tested ?? 0;
  const pending = by.pending ?? 0;
  const total = passed + failed + needsEvidence + notTested + pending;
  return { total_controls: total, reviewed: total - pending, passed, failed, needs_evidence: needsEvidence, not_tested: notTested, pending };
}

/** The latest entries, newest first, through the (audit_id, at, id) index. */
export async function recentActivity(db: DbOrTx, auditId: string, limit = 10) {
  const rows = await prepared(db, "recent_audit_activity", () =>
    db
      .select()
      .from(auditActivity)
      .where(eq(auditActivity.auditId, sql.placeholder("auditId")))
      .orderBy(desc(auditActivity.at), desc(auditActivity.id))
      .limit(sql.placeholder("limit"))
      .prepare("recent_audit_activity"),
  ).execute({ auditId, limit });
  return rows.map(activityJson);
}
