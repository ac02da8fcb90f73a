import { and, eq, inArray } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { type EvidenceRequestStatus } from "@/lib/vocabulary";
import type { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { notify, personOrAdmins } from "@/lib/notifications";
import { recordActivity, type ActivityActor } from "./activity";

type AuditRow = typeof audits.$inferSelect;
type RequestRow = typeof auditEvidenceRequests.$inferSelect;

export type ReviewDecision = { decision: "accept" } | { decision: "return"; reason: string };

/**
 * Records the auditor's decision on submitted requests: status, `reviewed_at`, the return reason (cleared on accept),
 * one activity entry per request, and for a return a notice to whoever answers it (the assignee, else the admins),
 * as a new request would. The caller checked that every request is `responded`.
 */
export async function reviewRequests(
  tx: DbOrTx,
  ctx: Ctx,
  audit: AuditRow,
  actor: ActivityActor,
  requests: RequestRow[],
  review: ReviewDecision,
): Promise<RequestRow[]> {
  if (requests.length === 0) return [];
  const now = ctx.now();
  const status: EvidenceRequestStatus = review.decision === "accept" ? "accepted" : "returned";
  const returnReason = review.decision === "return" ? review.reason : null;
  const updated = await tx
    .update(auditEvidenceRequests)
    .set({ status, reviewedAt: now, returnReason })
    .where(
      inArray(
        auditEvidenceRequests.id,
        requests.map((r) => r.id),
      ),
    )
    .returning();
  const byId = new Map(updated.map((r) => [r.id, r]));
  for (const request of requests) {
    await recordActivity(tx, ctx, {
      auditId: audit.id,
      accountId: audit.accountId,
      type: review.decision === "accept" ? "evidence_accepted" : "evidence_returned",
      actor,
      controlId: request.controlId,
      status,
      details: { evidence_request_id: request.id, ...(returnReason ? { reason: returnReason } : {}) },
      at: now,
    });
    if (review.decision === "return") {
      await notify(tx, {
        accountId: audit.accountId,
        recipients: await personOrAdmins(tx, audit.accountId, request.assigneeUserId),
        // The closed vocabulary (db/notifications.ts) has no "returned": it asks for evidence again, as a new request does.
        kind: "evidence_request.assigned",
        title: `Evidence returned for ${request.controlId}: ${audit.title}`,
        body: `The auditor returned the submission: ${returnReason}\nRequest: ${request.description}`,
        link: `/audits/${audit.id}`,
        subjectType: "evidence_request",
        subjectId: request.id,
      });
    }
  }
  return requests.map((r) => byId.get(r.id)!);
}

/** The audit's requests with these ids (one query); ids of other audits are simply absent. */
export async function requestsOfAudit(db: DbOrTx, auditId: string, ids: string[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(auditEvidenceRequests)
    .where(and(eq(auditEvidenceRequests.auditId, auditId), inArray(auditEvidenceRequests.id, ids)));
}
