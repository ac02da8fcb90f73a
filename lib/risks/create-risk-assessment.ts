import { riskAssessments } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { today } from "./internal/dates";
import { findAssessment } from "./internal/find-assessment";
import { riskScaleOf } from "./internal/scale";
import { registerSnapshot } from "./internal/snapshot";
import type { CreateRiskAssessmentInput, RiskAssessmentJson } from "./schemas";

/**
 * Runs the risk assessment: a dated snapshot of every risk of the register (scores, treatment, owner, tasks, controls)
 * and the scales they are scored on, as a draft an owner or admin then signs off. Members and above.
 */
export async function createRiskAssessment(ctx: Ctx, input: CreateRiskAssessmentInput): Promise<RiskAssessmentJson> {
  const { accountId, userId } = requireRole(ctx, "member");
  const now = ctx.now();
  const assessedOn = input.assessedOn ?? today(now);
  return ctx.db.transaction(async (tx) => {
    const [snapshot, scale] = [await registerSnapshot(tx, accountId), await riskScaleOf(tx, accountId)];
    const [row] = await tx
      .insert(riskAssessments)
      .values({
        accountId,
        title: input.title ?? `Risk assessment ${assessedOn}`,
        summary: input.summary || null,
        assessedOn,
        risks: snapshot,
        scale: { likelihood: scale.likelihood, impact: scale.impact },
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: riskAssessments.id, title: riskAssessments.title });
    await recordEvent(tx, ctx, {
      accountId,
      action: "risk_assessment.created",
      targetType: "risk_assessment",
      targetId: row.id,
      details: { title: row.title, assessed_on: assessedOn, risks: snapshot.length },
    });
    return findAssessment(tx, accountId, row.id);
  });
}
