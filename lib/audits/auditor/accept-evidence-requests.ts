import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { canMove } from "../internal/request-status";
import { requestsOfAudit, reviewRequests } from "../internal/review-requests";
import { evidenceRequestsJson } from "../internal/submissions";
import type { AcceptEvidenceRequestsInput } from "../schemas";
import { assertReviewable, auditorAudit, auditorGate } from "./internal/access";

/**
 * Accepts many submitted requests at once, all or none: an id that is not a request of this audit is 400 naming it,
 * one that is not `responded` is 409 naming it with its status. Answers the requests in the order given.
 */
export async function acceptEvidenceRequests(ctx: Ctx, input: AcceptEvidenceRequestsInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const found = new Map((await requestsOfAudit(tx, audit.id, input.ids)).map((r) => [r.id, r]));
    const seen = new Set<string>();
    const problems: { path: string; message: string }[] = [];
    input.ids.forEach((id, i) => {
      if (seen.has(id)) problems.push({ path: `ids.${i}`, message: `names ${id} twice` });
      else if (!found.has(id)) problems.push({ path: `ids.${i}`, message: `is not an evidence request of this audit: ${id}` });
      seen.add(id);
    });
    if (problems.length > 0) throw ServiceError.validation(problems);
    const requests = input.ids.map((id) => found.get(id)!);
    const refused = requests.filter((r) => !canMove("auditor", r.status, "accepted"));
    if (refused.length > 0) {
      throw new ServiceError(
        "invalid_transition",
        `Only submitted (\`responded\`) evidence requests can be accepted; not: ${refused.map((r) => r.id).join(", ")}.`,
        {
          to: "accepted",
          allowed_from: ["responded"],
          requests: refused.map((r) => ({ id: r.id, status: r.status })),
        },
      );
    }
    return evidenceRequestsJson(tx, await reviewRequests(tx, ctx, audit, actor, requests, { decision: "accept" }));
  });
}
