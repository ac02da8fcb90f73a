import { and, eq, sql } from "drizzle-orm";
import { auditControls, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { readerGate } from "./internal/access";
import { recentActivity } from "./internal/progress";
import type { AuditDetailJson } from "./response-schemas";
import { auditJson } from "./internal/serialize";

/**
 * Audit detail: the record with every progress counter (one query), and the latest ten activity entries read beside
 * it; the entries are answered only when the audit is the caller's account's (else 404, and they are dropped).
 */
export async function getAudit(ctx: Ctx, auditId: string): Promise<AuditDetailJson> {
  const caller = await readerGate(ctx);
  if (!isUuid(auditId)) throw ServiceError.notFound("audit");
  const [[found], recent] = await Promise.all([
    prepared(ctx.db, "audit_with_progress", () => auditWithProgress(ctx.db)).execute({ auditId, accountId: caller.accountId }),
    recentActivity(ctx.db, auditId, 10),
  ]);
  if (!found) throw ServiceError.notFound("audit");
  const { audit, passed, failed, needsEvidence, notTested, pending } = found;
  // As internal/progress.ts counts it: the controls in scope, by status.
  const total = passed + failed + needsEvidence + notTested + pending;
  const progress = { total_controls: total, reviewed: total - pending, passed, failed, needs_evidence: needsEvidence, not_tested: notTested, pending };
  return { ...auditJson(audit), progress, recent_activity: recent };
}

function auditWithProgress(db: DbOrTx) {
  const c = auditControls;
  const countOf = (status: string) => sql<number>`cast(count(*) filter (where ${c.status} = ${status}) as int)`;
  const progress = db
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
  return db
    .select({ audit: audits, passed: progress.passed, failed: progress.failed, needsEvidence: progress.needsEvidence, notTested: progress.notTested, pending: progress.pending })
    .from(audits)
    .innerJoinLateral(progress, sql`true`)
    .where(and(eq(audits.id, sql.placeholder("auditId")), eq(audits.accountId, sql.placeholder("accountId"))))
    .prepare("audit_with_progress");
}
