import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { auditControls, auditFindings, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { accountAdmins, notify } from "@/lib/notifications";
import { recordActivity } from "../internal/activity";
import type { CompletedAuditJson } from "../schemas";
import type { CompleteAuditInput } from "../schemas";
import { toAudit } from "../internal/serialize";
import { auditProgress } from "../internal/progress";
import { citeAuditEvidence } from "../internal/submissions";
import { openWorkOf, openWorkText } from "../internal/open-at-completion";
import { assertPeriodEnded } from "../internal/period";
import { assertReviewable, auditorAudit, auditorGate } from "./internal/access";

/**
 * The auditor's complete operation: a running audit moves to `complete` (docs/api.md §8, CONTRACT §4). It needs no
 * body. Every control in scope ends with an outcome: one still `pending` is recorded as `not_tested`, with the reason
 * the body gives for it or, when none is given, NOT_REVIEWED_REASON. Open and in-progress findings go into the final
 * report unresolved; the body may name them (`open_findings`) to acknowledge that. What the body names must be true
 * (a pending control of this audit, named once; an unresolved finding of it): anything else is `validation_failed`,
 * all at once. A Type II audit is completed only once its observation period has ended (internal/period.ts: 409
 * `invalid_transition` naming the date). Whatever is still open (pending controls, sample items not yet tested,
 * evidence requests not accepted, unresolved findings) is counted in the answer and the activity entry.
 */
export const NOT_REVIEWED_REASON = "not reviewed before the audit was completed";

export async function completeAudit(ctx: Ctx, input: CompleteAuditInput = {}): Promise<CompletedAuditJson> {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    assertPeriodEnded(audit, ctx.now());

    const pending = await tx
      .select({ id: auditControls.id, controlId: auditControls.controlId })
      .from(auditControls)
      .where(and(eq(auditControls.auditId, audit.id), eq(auditControls.status, "pending"), eq(auditControls.inScope, true)))
      .orderBy(asc(auditControls.sortOrder), asc(auditControls.id));
    const unresolved = await tx
      .select({ id: auditFindings.id })
      .from(auditFindings)
      .where(and(eq(auditFindings.auditId, audit.id), inArray(auditFindings.status, ["open", "in_progress"])))
      .orderBy(asc(auditFindings.createdAt), asc(auditFindings.id));

    const reasons = new Map<string, string>();
    const problems: { path: string; message: string }[] = [];
    const pendingIds = new Set(pending.map((c) => c.controlId));
    const namedControls = (input.not_tested ?? []).map((item) => item.control_id);
    const excluded = new Set(
      namedControls.length === 0
        ? []
        : (
            await tx
              .select({ controlId: auditControls.controlId })
              .from(auditControls)
              .where(and(eq(auditControls.auditId, audit.id), eq(auditControls.inScope, false), inArray(auditControls.controlId, namedControls)))
          ).map((c) => c.controlId),
    );
    (input.not_tested ?? []).forEach((item, i) => {
      if (reasons.has(item.control_id)) problems.push({ path: `not_tested.${i}.control_id`, message: `names ${item.control_id} twice` });
      else if (excluded.has(item.control_id))
        problems.push({ path: `not_tested.${i}.control_id`, message: `is out of the audit's scope, so it needs no reason here: ${item.control_id}` });
      else if (!pendingIds.has(item.control_id))
        problems.push({ path: `not_tested.${i}.control_id`, message: `is not a pending control of this audit: ${item.control_id}` });
      reasons.set(item.control_id, item.reason);
    });
    const unresolvedIds = new Set(unresolved.map((f) => f.id));
    (input.open_findings ?? []).forEach((id, i) => {
      if (!unresolvedIds.has(id)) problems.push({ path: `open_findings.${i}`, message: `is not an open or in-progress finding of this audit: ${id}` });
    });
    if (problems.length > 0) throw ServiceError.validation(problems);

    const now = ctx.now();
    const open = await openWorkOf(tx, audit.id);
    const reasonOf = (controlId: string) => reasons.get(controlId) ?? NOT_REVIEWED_REASON;
    const acknowledged = new Set(input.open_findings ?? []);
    if (pending.length > 0) {
      // One statement whatever the number of pending controls: the reasons travel as one JSON array.
      const rows = JSON.stringify(pending.map((c) => ({ id: c.id, reason: reasonOf(c.controlId) })));
      await tx.execute(sql`
        update ${auditControls} set status = 'not_tested', not_tested_reason = v.reason, reviewed_at = ${now.toISOString()}::timestamptz,
          reviewed_by = ${actor.id}::uuid
        from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, reason text)
        where ${auditControls.id} = v.id and ${auditControls.auditId} = ${audit.id}`);
    }
    const [updated] = await tx.update(audits).set({ status: "complete", completedAt: now, updatedAt: now }).where(eq(audits.id, audit.id)).returning();
    const progress = await auditProgress(tx, audit.id);
    const cited = await citeAuditEvidence(tx, audit, now);
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "audit_completed",
      actor,
      status: "complete",
      details: {
        from: audit.status,
        to: "complete",
        progress,
        open_at_completion: open,
        evidence_files_cited: cited,
        ...(pending.length > 0
          ? { not_tested: pending.map((c) => ({ control_id: c.controlId, reason: reasonOf(c.controlId), given: reasons.has(c.controlId) })) }
          : {}),
        ...(unresolved.length > 0
          ? { open_findings: unresolved.map((f) => f.id), open_findings_acknowledged: unresolved.filter((f) => acknowledged.has(f.id)).map((f) => f.id) }
          : {}),
      },
      at: now,
    });
    const leftOpen = openWorkText(open);
    await notify(tx, {
      accountId: audit.accountId,
      recipients: await accountAdmins(tx, audit.accountId),
      kind: "audit.completed",
      title: `Audit complete: ${updated.title}`,
      body: `${actor.name} completed the audit; the report is ready.${leftOpen ? ` Still open at completion: ${leftOpen}.` : ""}`,
      link: `/audits/${audit.id}`,
      subjectType: "audit",
      subjectId: audit.id,
    });
    return { ...toAudit(updated), progress, open_at_completion: open };
  });
}
