import { eq } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordActivity } from "../internal/activity";
import type { ControlStatusInput } from "../schemas";
import { toAuditorControl } from "../internal/serialize";
import { assertReviewable, auditorAudit, auditorGate, findAuditControl } from "./internal/access";
import { controlBackingCounts } from "./internal/control-evidence";

/**
 * Records the auditor's review of one control in scope (an excluded one answers 409 `conflict`). Control status moves are free (the interface sets
 * no restriction); notes and `evidence_sufficient` change only when named. A review that changes
 * nothing is answered as is, without an activity entry.
 */
export async function updateControlStatus(ctx: Ctx, controlId: string, input: ControlStatusInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const control = await findAuditControl(tx, audit.id, controlId, "path");
    if (!control.inScope) {
      throw new ServiceError(
        "conflict",
        `${control.controlId} is out of the audit's scope (${control.scopeReason ?? "excluded by the customer"}), so it is not reviewed; ` +
          `the customer can bring it back into scope while the audit is draft or in_progress.`,
      );
    }

    const notes = input.auditor_notes === undefined ? control.auditorNotes : input.auditor_notes || null;
    const sufficient = input.evidence_sufficient === undefined ? control.evidenceSufficient : input.evidence_sufficient;
    const changed = input.status !== control.status || notes !== control.auditorNotes || sufficient !== control.evidenceSufficient;
    if (!changed) {
      return toAuditorControl(control, await controlBackingCounts(tx, audit, control.controlId));
    }

    const now = ctx.now();
    const [updated] = await tx
      .update(auditControls)
      .set({ status: input.status, auditorNotes: notes, evidenceSufficient: sufficient, reviewedAt: now, reviewedBy: actor.id })
      .where(eq(auditControls.id, control.id))
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "control_reviewed",
      actor,
      controlId: control.controlId,
      status: updated.status,
      details: {
        from: control.status,
        to: updated.status,
        ...(notes !== control.auditorNotes ? { auditor_notes: notes } : {}),
        ...(sufficient !== control.evidenceSufficient ? { evidence_sufficient: sufficient } : {}),
      },
      at: now,
    });
    return toAuditorControl(updated, await controlBackingCounts(tx, audit, control.controlId));
  });
}
