import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { checkRiskInput } from "./internal/check-input";
import { insertRisk } from "./internal/insert-risk";
import { riskRow } from "./internal/risk-rows";
import { riskScaleOf } from "./internal/scale";
import { toRisk } from "./internal/serialize";
import type { CreateRiskInput, RiskJson } from "./schemas";

/** Adds a risk to the account's register (docs/api.md "Risks"): members and above. */
export async function createRisk(ctx: Ctx, input: CreateRiskInput): Promise<RiskJson> {
  const { accountId, userId } = requireRole(ctx, "member");
  const scale = await riskScaleOf(ctx.db, accountId);
  await checkRiskInput(ctx.db, accountId, scale, input, input.category, input.customCategory);
  return ctx.db.transaction(async (tx) => {
    const id = await insertRisk(tx, ctx, { accountId, userId }, input);
    return toRisk((await riskRow(tx, accountId, id))!, ctx.now());
  });
}
