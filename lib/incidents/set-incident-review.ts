import { eq } from "drizzle-orm";
import { incidents } from "@/db/incidents";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { findIncident } from "./internal/find-incident";
import { incidentReference, incidentViews } from "./internal/views";
import type { IncidentJson, ReviewInput } from "./schemas";

/**
 * Writes the post-incident review: root cause, what went well and what did not. Completing it needs a root cause
 * and a resolved incident (its actions follow as tasks, `/incidents/{id}/actions`); a SEV1 or SEV2 closes only after.
 */
export async function setIncidentReview(ctx: Ctx, id: string, input: ReviewInput): Promise<IncidentJson> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findIncident(tx, accountId, id, true);
    const rootCause = input.rootCause !== undefined ? input.rootCause || null : current.rootCause;
    const completing = input.complete === true && !current.reviewCompletedAt;
    if (completing && !rootCause) throw ServiceError.validation([{ path: "rootCause", message: "A completed review names the root cause" }]);
    if (completing && !current.resolvedAt) {
      throw new ServiceError("invalid_transition", "Resolve the incident before completing its review.");
    }
    if (input.complete === false && current.status === "closed") {
      throw new ServiceError("invalid_transition", "The incident is closed; reopen it before reopening its review.");
    }
    const set = {
      rootCause,
      wentWell: input.wentWell !== undefined ? input.wentWell || null : current.wentWell,
      wentBadly: input.wentBadly !== undefined ? input.wentBadly || null : current.wentBadly,
      ...(completing ? { reviewCompletedAt: now, reviewCompletedBy: ctx.caller.kind === "customer" ? ctx.caller.userId : null } : {}),
      ...(input.complete === false ? { reviewCompletedAt: null, reviewCompletedBy: null } : {}),
      updatedAt: now,
    };
    const [updated] = await tx.update(incidents).set(set).where(eq(incidents.id, current.id)).returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: completing ? "incident.review_completed" : "incident.review_updated",
      targetType: "incident",
      targetId: current.id,
      details: { reference: incidentReference(current.number) },
    });
    return updated;
  });
  const [json] = await incidentViews(ctx.db, accountId, [row], now);
  return json;
}
