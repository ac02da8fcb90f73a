import { eq } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { formatDate } from "@/lib/format/date-time";
import { notify } from "@/lib/notifications";
import { customerGate, lockCustomerAudit } from "./internal/access";
import { activeMember } from "@/lib/members";
import { oneEvidenceRequestJson } from "./internal/submissions";
import type { EvidenceRequestAssignmentInput } from "./schemas";
import { evidenceRequestOf } from "./internal/audit-rows";

/**
 * Names who answers an evidence request and by when. Allowed whatever the request's status (an answered request keeps
 * who answered it); a new assignee is told (`evidence_request.assigned`) unless they assigned it to themselves.
 */
export async function setEvidenceRequestAssignment(ctx: Ctx, auditId: string, requestId: string, input: EvidenceRequestAssignmentInput) {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit } = await lockCustomerAudit(tx, caller, auditId);
    const request = await evidenceRequestOf(tx, audit.id, requestId);
    if (input.assignee_user_id) await activeMember(tx, audit.accountId, input.assignee_user_id, "assignee_user_id");

    const dueAt = input.due_at;
    const sameAssignee = request.assigneeUserId === input.assignee_user_id;
    if (sameAssignee && (request.dueAt?.getTime() ?? null) === (dueAt?.getTime() ?? null)) return oneEvidenceRequestJson(tx, request);

    const [updated] = await tx
      .update(auditEvidenceRequests)
      .set({ assigneeUserId: input.assignee_user_id, dueAt })
      .where(eq(auditEvidenceRequests.id, request.id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId: audit.accountId,
      action: "audit.evidence_request_assigned",
      targetType: "evidence_request",
      targetId: request.id,
      details: {
        audit_id: audit.id,
        control_id: request.controlId,
        from: request.assigneeUserId,
        to: input.assignee_user_id,
        due_at: dueAt?.toISOString() ?? null,
      },
    });
    if (input.assignee_user_id && !sameAssignee) {
      await notify(
        tx,
        {
          accountId: audit.accountId,
          recipients: [{ userId: input.assignee_user_id }],
          kind: "evidence_request.assigned",
          title: `Evidence requested for ${request.controlId} in ${audit.title}`,
          body: `${request.description}${dueAt ? `\nDue ${formatDate(dueAt)}.` : ""}`,
          link: `/audits/${audit.id}`,
          subjectType: "evidence_request",
          subjectId: request.id,
        },
        caller.userId,
      );
    }
    return oneEvidenceRequestJson(tx, updated);
  });
}
