import type { Ctx } from "@/lib/context";
import { recordActivity } from "../internal/activity";
import { openEvidenceRequests } from "../internal/open-evidence-requests";
import type { CreateEvidenceRequestInput } from "../schemas";
import { toEvidenceRequest } from "../internal/serialize";
import { assertReviewable, auditorAudit, auditorGate, findAuditControl } from "./internal/access";

/** Asks the customer for evidence on one control of the audit; priority defaults to `medium`. */
export async function createEvidenceRequest(ctx: Ctx, input: CreateEvidenceRequestInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const control = await findAuditControl(tx, audit.id, input.control_id, "body");
    const now = ctx.now();
    const [request] = await openEvidenceRequests(
      tx,
      audit,
      actor.id,
      [{ controlId: control.controlId, description: input.description, priority: input.priority ?? "medium", assigneeUserId: null, dueAt: null }],
      now,
    );
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
    return toEvidenceRequest(request, []);
  });
}
