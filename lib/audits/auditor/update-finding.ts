import { eq } from "drizzle-orm";
import { auditFindings } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { notify, personOrAdmins } from "@/lib/notifications";
import { recordActivity } from "../internal/activity";
import { checkFindingTransition } from "../internal/finding-status";
import type { UpdateFindingInput } from "../schemas";
import { toFinding } from "../internal/serialize";
import { assertReviewable, auditorAudit, auditorGate, findAuditControl } from "./internal/access";
import { findingOf } from "../internal/audit-rows";

/**
 * Changes a finding's status and/or details. Status moves are free except reopening a resolved or
 * accepted finding, which needs a new description or remediation in the same update (409
 * `invalid_transition` otherwise). One `finding_updated` entry per real change.
 */
export async function updateFinding(ctx: Ctx, findingId: string, input: UpdateFindingInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const finding = await findingOf(tx, audit.id, findingId);

    const from = finding.status;
    const to = input.status ?? from;
    const remediation = input.remediation === undefined ? undefined : input.remediation || null;
    const check = checkFindingTransition(from, to, {
      current: { description: finding.description, remediation: finding.remediation },
      next: { description: input.description, remediation },
    });
    if (!check.ok) {
      throw new ServiceError("invalid_transition", "A resolved or accepted finding can only be reopened with a new description or remediation.", check.details);
    }
    if (input.control_id !== undefined && input.control_id !== finding.controlId) {
      await findAuditControl(tx, audit.id, input.control_id, "body");
    }

    const patch: Partial<typeof auditFindings.$inferInsert> = {};
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const set = <K extends "status" | "severity" | "title" | "description" | "remediation" | "controlId">(key: K, name: string, value: unknown) => {
      if (value === undefined || value === finding[key]) return;
      (patch as Record<string, unknown>)[key] = value;
      changes[name] = { from: finding[key], to: value };
    };
    set("status", "status", input.status);
    set("severity", "severity", input.severity);
    set("title", "title", input.title);
    set("description", "description", input.description);
    set("remediation", "remediation", remediation);
    set("controlId", "control_id", input.control_id);
    if (Object.keys(patch).length === 0) return toFinding(finding);

    const now = ctx.now();
    const [updated] = await tx
      .update(auditFindings)
      .set({ ...patch, updatedAt: now })
      .where(eq(auditFindings.id, finding.id))
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "finding_updated",
      actor,
      controlId: updated.controlId,
      status: updated.status,
      details: { finding_id: finding.id, changes },
      at: now,
    });
    await notify(tx, {
      accountId: audit.accountId,
      recipients: await personOrAdmins(tx, audit.accountId, updated.ownerUserId),
      kind: "finding.changed",
      title: `Finding changed on ${updated.controlId}: ${updated.title}`,
      body: `The auditor changed ${Object.keys(changes).join(", ")} in ${audit.title}${changes.status ? ` (status now ${updated.status})` : ""}.`,
      link: `/audits/${audit.id}`,
      subjectType: "finding",
      subjectId: updated.id,
    });
    return toFinding(updated);
  });
}
