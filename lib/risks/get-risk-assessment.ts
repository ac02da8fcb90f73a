import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { findAssessment } from "./internal/find-assessment";
import type { RiskAssessmentJson } from "./schemas";

/** One risk assessment with its snapshot of the register: viewers and above. */
export async function getRiskAssessment(ctx: Ctx, id: string): Promise<RiskAssessmentJson> {
  const { accountId } = requireRole(ctx, "viewer");
  return findAssessment(ctx.db, accountId, id);
}
