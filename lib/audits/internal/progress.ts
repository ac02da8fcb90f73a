import { and, desc, eq, sql } from "drizzle-orm";
import { auditActivity, auditControls, audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import type { ProgressJson } from "../schemas";
import { progressJson } from "./progress-counts";
import { toActivity } from "./serialize";

export { progressJson, type ProgressCounts } from "./progress-counts";

/**
 * The ProgressCounts as a subquery correlated with `audits.id`, for a query that reads audits with their progress in one
 * statement: join it with `innerJoinLateral(progress, sql\`true\`)`.
 */
export function progressSubquery(db: DbOrTx) {
  const c = auditControls;
  const countOf = (status: string) => sql<number>`cast(count(*) filter (where ${c.status} = ${status}) as int)`;
  return db
    .select({
      passed: countOf("passed").as("passed"),
      failed: countOf("failed").as("failed"),
      needsEvidence: countOf("needs_evidence").as("needs_evidence"),
      notTested: countOf("not_tested").as("not_tested"),
      pending: countOf("pending").as("pending"),
    })
    .from(c)
    .where(and(eq(c.auditId, audits.id), eq(c.inScope, true)))
    .as("progress");
}

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
  return progressJson({
    passed: by.passed ?? 0,
    failed: by.failed ?? 0,
    needsEvidence: by.needs_evidence ?? 0,
    notTested: by.not_tested ?? 0,
    pending: by.pending ?? 0,
  });
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
  return rows.map(toActivity);
}
