import { eq } from "drizzle-orm";
import { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { accountAdmins, notify } from "@/lib/notifications";
import { auditorsOf } from "./internal/auditors-of";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./internal/access";
import { recordActivity } from "./internal/activity";
import type { UpdateAuditInput } from "./schemas";
import { toAudit } from "./internal/serialize";
import { checkAuditTransition } from "./internal/status-machine";
import { applyPeriod, assertPeriodEnded, periodColumns, storedPeriod } from "./internal/period";

/**
 * Edits title, description, target date and period (internal/period.ts: judged against the status before
 * any move in the same request) and moves the status one step forward; a Type II audit moves to `complete` only once
 * its observation period has ended, as the auditor's completion does. A request that
 * changes nothing answers the audit as it is and writes no activity; any real change writes
 * exactly one entry (`status_changed`, `audit_completed` or `audit_updated`).
 */
export async function updateAudit(ctx: Ctx, auditId: string, input: UpdateAuditInput) {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);

    const from = audit.status;
    let to = from;
    if (input.status !== undefined) {
      const check = checkAuditTransition(from, input.status);
      if (!check.ok) {
        throw new ServiceError(
          "invalid_transition",
          check.details.allowed.length
            ? `An audit in ${from} can only move to ${check.details.allowed.join(", ")}.`
            : `An audit in ${from} cannot change status.`,
          check.details,
        );
      }
      to = input.status;
    }

    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const patch: Partial<typeof audits.$inferInsert> = {};
    if (input.title !== undefined && input.title !== audit.title) {
      changes.title = { from: audit.title, to: input.title };
      patch.title = input.title;
    }
    if (input.description !== undefined) {
      const next = input.description || null;
      if (next !== audit.description) {
        changes.description = { from: audit.description, to: next };
        patch.description = next;
      }
    }
    if (input.target_completion !== undefined) {
      const next = input.target_completion;
      if ((next?.getTime() ?? null) !== (audit.targetCompletion?.getTime() ?? null)) {
        changes.target_completion = { from: audit.targetCompletion?.toISOString() ?? null, to: next?.toISOString() ?? null };
        patch.targetCompletion = next;
      }
    }
    const period = applyPeriod(audit.type, input, storedPeriod(audit), from);
    if (Object.keys(period.changes).length > 0) {
      Object.assign(changes, period.changes);
      Object.assign(patch, periodColumns(period.period));
    }
    if (to !== from) {
      // Judged on the period as this request leaves it (a period only changes before fieldwork, so it is the stored one).
      if (to === "complete") assertPeriodEnded({ ...audit, ...periodColumns(period.period) }, ctx.now());
      patch.status = to;
      if (to === "complete") patch.completedAt = ctx.now();
    }
    if (Object.keys(patch).length === 0) return toAudit(audit);

    const now = ctx.now();
    const [updated] = await tx
      .update(audits)
      .set({ ...patch, updatedAt: now })
      .where(eq(audits.id, audit.id))
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: to === from ? "audit_updated" : to === "complete" ? "audit_completed" : "status_changed",
      actor,
      status: updated.status,
      details: to === from ? { changes } : { from, to, ...(Object.keys(changes).length ? { changes } : {}) },
      at: now,
    });
    if (to !== from) {
      await notify(
        tx,
        {
          accountId: audit.accountId,
          recipients: [...(await accountAdmins(tx, audit.accountId)), ...(await auditorsOf(tx, audit.id))],
          kind: to === "complete" ? "audit.completed" : "audit.status_changed",
          title: to === "complete" ? `Audit complete: ${updated.title}` : `Audit ${updated.title} moved to ${to.replace(/_/g, " ")}`,
          body: `${actor.name} moved the audit from ${from.replace(/_/g, " ")} to ${to.replace(/_/g, " ")}.`,
          link: `/audits/${audit.id}`,
          subjectType: "audit",
          subjectId: audit.id,
        },
        caller.userId,
      );
    }
    return toAudit(updated);
  });
}
