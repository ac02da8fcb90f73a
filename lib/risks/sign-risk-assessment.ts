import { and, eq } from "drizzle-orm";
import { riskAssessments } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { findAssessment } from "./internal/find-assessment";
import type { RiskAssessmentJson, SignRiskAssessmentInput } from "./schemas";

/**
 * An owner or admin signs a draft assessment off: from then on it never changes (a signed one answers 409). The
 * readiness model counts a signed assessment less than 12 months old for the risk-assessment controls.
 */
export async function signRiskAssessment(ctx: Ctx, id: string, input: SignRiskAssessmentInput): Promise<RiskAssessmentJson> {
  const { accountId, userId } = requireRole(ctx, "admin");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const key = and(eq(riskAssessments.accountId, accountId), eq(riskAssessments.id, id));
    const [current] = await tx.select({ status: riskAssessments.status, title: riskAssessments.title }).from(riskAssessments).where(key).for("update");
    if (!current) throw ServiceError.notFound("risk assessment");
    if (current.status === "signed") throw new ServiceError("conflict", "This risk assessment is signed off; a signed assessment never changes.");
    await tx
      .update(riskAssessments)
      .set({ status: "signed", signedBy: userId, signedAt: now, updatedAt: now, ...(input.summary !== undefined ? { summary: input.summary || null } : {}) })
      .where(key);
    await recordEvent(tx, ctx, {
      accountId,
      action: "risk_assessment.signed",
      targetType: "risk_assessment",
      targetId: id,
      details: { title: current.title },
    });
    return findAssessment(tx, accountId, id);
  });
}
