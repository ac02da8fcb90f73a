import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { riskScaleOf } from "./internal/scale";
import type { RiskScaleJson } from "./schemas";

/** The account's likelihood and impact scales (the default 5 × 5 until changed): viewers and above. */
export async function getRiskScale(ctx: Ctx): Promise<RiskScaleJson> {
  const { accountId } = requireRole(ctx, "viewer");
  return riskScaleOf(ctx.db, accountId);
}
