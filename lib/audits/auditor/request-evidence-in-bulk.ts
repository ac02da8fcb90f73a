import { and, eq, inArray } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordActivity } from "../internal/activity";
import { openEvidenceRequests } from "../internal/open-evidence-requests";
import { toEvidenceRequest } from "../internal/serialize";
import type { BulkEvidenceRequestInput } from "../schemas";
import { assertReviewable, auditorAudit, auditorGate } from "./internal/access";

/**
 * One request per named control, the same description, priority and due date for each; every control must be one of
 * the audit's (400 naming each that is not, or is named twice; nothing is opened). Each request gets its own
 * `evidence_requested` entry, as if made one by one, so the log stays per control.
 */
export async function requestEvidenceInBulk(ctx: Ctx, input: BulkEvidenceRequestInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const known = new Set(
      (
        await tx
          .select({ controlId: auditControls.controlId })
          .from(auditControls)
          .where(and(eq(auditControls.auditId, audit.id), inArray(auditControls.controlId, input.control_ids)))
      ).map((c) => c.controlId),
    );
    const seen = new Set<string>();
    const problems: { path: string; message: string }[] = [];
    input.control_ids.forEach((controlId, i) => {
      if (seen.has(controlId)) problems.push({ path: `control_ids.${i}`, message: `names ${controlId} twice` });
      else if (!known.has(controlId)) problems.push({ path: `control_ids.${i}`, message: `is not a control of this audit: ${controlId}` });
      seen.add(controlId);
    });
    if (problems.length > 0) throw ServiceError.validation(problems);

    const now = ctx.now();
    const priority = input.priority ?? "medium";
    const requests = await openEvidenceRequests(
      tx,
      audit,
      actor.id,
      input.control_ids.map((controlId) => ({ controlId, description: input.description, priority, assigneeUserId: null, dueAt: input.due_at ?? null })),
      now,
    );
    for (const request of requests) {
      await recordActivity(tx, ctx, {
        auditId: audit.id,
        accountId: audit.accountId,
        type: "evidence_requested",
        actor,
        controlId: request.controlId,
        status: "open",
        details: { evidence_request_id: request.id, priority: request.priority, description: request.description, bulk: true },
        at: now,
      });
    }
    return requests.map((r) => toEvidenceRequest(r, []));
  });
}
