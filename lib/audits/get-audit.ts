import { and, eq, sql } from "drizzle-orm";
import { auditActivity, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { readerGate } from "./internal/access";
import type { AuditDetailJson } from "./schemas";
import { progressJson, progressSubquery } from "./internal/progress";
import { toActivity, toAudit, type ActivityRow } from "./internal/serialize";

/** Activity entries the detail shows, newest first. */
const RECENT_ACTIVITY = 10;

/**
 * Audit detail in one query: the record with every progress counter and its latest activity entries, all through
 * the audit row of the caller's account (another account's audit: no row, 404).
 */
export async function getAudit(ctx: Ctx, auditId: string): Promise<AuditDetailJson> {
  const caller = await readerGate(ctx);
  if (!isUuid(auditId)) throw ServiceError.notFound("audit");
  const [found] = await prepared(ctx.db, "audit_with_progress", () => auditWithProgress(ctx.db)).execute({ auditId, accountId: caller.accountId });
  if (!found) throw ServiceError.notFound("audit");
  const { audit, recent: _recent, ...counts } = found;
  // postgres-js answers json parsed, PGlite may answer it as text.
  const rows = (typeof found.recent === "string" ? JSON.parse(found.recent) : found.recent) as (Omit<ActivityRow, "at"> & { at: string })[];
  const recent = rows.map((r) => toActivity({ ...r, at: new Date(r.at) }));
  return { ...toAudit(audit), progress: progressJson(counts), recent_activity: recent };
}

// The latest entries through the (audit_id, at, id) index, as one json array whose keys are the row's own.
const a = auditActivity;
const recentActivityJson = sql<unknown>`(select coalesce(json_agg(json_build_object(
    'id', recent.id, 'auditId', recent.audit_id, 'type', recent.type, 'actorType', recent.actor_type, 'actorId', recent.actor_id,
    'actorName', recent.actor_name, 'controlId', recent.control_id, 'status', recent.status, 'details', recent.details, 'at', recent.created_at
  ) order by recent.created_at desc, recent.id desc), '[]'::json)
  from (select * from ${a} where ${a.auditId} = ${audits.id} order by ${a.at} desc, ${a.id} desc limit ${RECENT_ACTIVITY}) recent)`;

function auditWithProgress(db: DbOrTx) {
  const progress = progressSubquery(db);
  return db
    .select({
      audit: audits,
      passed: progress.passed,
      failed: progress.failed,
      needsEvidence: progress.needsEvidence,
      notTested: progress.notTested,
      pending: progress.pending,
      recent: recentActivityJson,
    })
    .from(audits)
    .innerJoinLateral(progress, sql`true`)
    .where(and(eq(audits.id, sql.placeholder("auditId")), eq(audits.accountId, sql.placeholder("accountId"))))
    .prepare("audit_with_progress");
}
