import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { Ctx } from "@/lib/context";
import { notify, personOrAdmins } from "@/lib/notifications";
import { recordActivity } from "../internal/activity";
import type { CreateEvidenceRequestInput } from "../schemas";
import { evidenceRequestJson } from "../internal/serialize";
import { assertReviewable, auditorAudit, auditorGate, findAuditControl } from "./access";

/** Asks the customer for evidence on one control of the audit; priority defaults to `medium`. */
export async function createEvidenceRequest(ctx: Ctx, input: CreateEvidenceRequestInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const control = await findAuditControl(tx, audit.id, input.control_id, "body");
    const now = ctx.now();
    const [request] = await tx
      .insert(auditEvidenceRequests)
      .values({
        auditId: audit.id,
        controlId: control.controlId,
        description: input.description,
        priority: input.priority ?? "medium",
        status: "open",
        requestedBy: actor.id,
        createdAt: now,
      })
      .returning();
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: "evidence_requested",
      actor,
      controlId: control.controlId,
      status: "open",
      details: { evidence_request_id: request.id, priority: request.priority, description: request.description },
      at: now,
    });
    await notify(tx, {
      accountId: audit.accountId,
      recipients: await personOrAdmins(tx, audit.accountId, request.assigneeUserId),
      kind: "evidence_request.assigned",
      title: `Evidence requested for ${request.controlId}: ${audit.title}`,
      body: request.description,
      link: `/audits/${audit.id}`,
      subjectType: "evidence_request",
      subjectId: request.id,
    });
    return evidenceRequestJson(request);
  });
}
