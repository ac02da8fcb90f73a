import type { Ctx } from "@/lib/context";
import { evidenceRequestOf } from "../internal/audit-rows";
import { assertRequestMove } from "../internal/request-status";
import { reviewRequests } from "../internal/review-requests";
import { oneEvidenceRequestJson } from "../internal/submissions";
import type { ReviewEvidenceRequestInput } from "../schemas";
import { assertReviewable, auditorAudit, auditorGate } from "./internal/access";

/** The auditor accepts a submitted request, or returns it with a reason so the customer submits again. */
export async function reviewEvidenceRequest(ctx: Ctx, requestId: string, input: ReviewEvidenceRequestInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const request = await evidenceRequestOf(tx, audit.id, requestId);
    const to = input.decision === "accept" ? "accepted" : "returned";
    assertRequestMove("auditor", request.status, to, "Only a submitted (`responded`) evidence request can be accepted or returned.");
    const review = input.decision === "accept" ? { decision: "accept" as const } : { decision: "return" as const, reason: input.reason ?? "" };
    const [updated] = await reviewRequests(tx, ctx, audit, actor, [request], review);
    return oneEvidenceRequestJson(tx, updated);
  });
}
