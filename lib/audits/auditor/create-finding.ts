import { auditFindings } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { notify, personOrAdmins } from "@/lib/notifications";
import { recordActivity } from "../internal/activity";
import type { CreateFindingInput } from "../schemas";
import { findingJson } from "../internal/serialize";
import { assertReviewable, auditorAudit, auditorGate, findAuditControl } from "./access";

/** Records a finding against a control of the audit; it starts `open`. */
export async function createFinding(ctx: Ctx, input: CreateFindingInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const control = await findAuditControl(tx, audit.id, input.control_id, "body");
    const now = ctx.now();
    const [finding] = await tx
      .insert(auditFindings)
      .values({
        auditId: audit.id,
        controlId: control.controlId,
        severity: input.severity,
        title: input.title,
        description: input.description,
        remediation: input.remediation || null,
        status: "open",
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "finding_created",
      actor,
      controlId: control.controlId,
      status: "open",
      details: { finding_id: finding.id, severity: finding.severity, title: finding.title },
      at: now,
    });
    await notify(tx, {
      accountId: audit.accountId,
      recipients: await personOrAdmins(tx, audit.accountId, finding.ownerUserId),
      kind: "finding.recorded",
      title: `Finding on ${finding.controlId}: ${finding.title}`,
      body: `The auditor recorded a ${finding.severity}-severity finding in ${audit.title}.`,
      link: `/audits/${audit.id}`,
      subjectType: "finding",
      subjectId: finding.id,
    });
    return findingJson(finding);
  });
}
