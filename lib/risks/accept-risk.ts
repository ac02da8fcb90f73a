import { eq } from "drizzle-orm";
import { risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { today } from "./internal/dates";
import { recordScoreChange, scoreState } from "./internal/history";
import { lockRisk } from "./internal/lock-risk";
import { riskRow } from "./internal/risk-rows";
import { riskReference, toRisk } from "./internal/serialize";
import type { AcceptRiskInput, RiskJson } from "./schemas";

/**
 * An owner or admin accepts a risk as it stands (ISO/IEC 27001 6.1.3 d), with a justification and the day the
 * acceptance lapses: the risk becomes `accepted` with treatment `accept`. Accepting it again replaces the acceptance.
 * A closed or unscored risk cannot be accepted.
 */
export async function acceptRisk(ctx: Ctx, id: string, input: AcceptRiskInput): Promise<RiskJson> {
  const { accountId, userId } = requireRole(ctx, "admin");
  const now = ctx.now();
  if (input.expiresOn <= today(now)) throw ServiceError.validation([{ path: "expiresOn", message: "Must be after today" }]);
  return ctx.db.transaction(async (tx) => {
    const before = await lockRisk(tx, accountId, id);
    if (before.status === "closed") throw new ServiceError("conflict", "A closed risk cannot be accepted; reopen it first.");
    if (before.inherentLikelihood === null || before.inherentImpact === null) {
      throw new ServiceError("conflict", "Score the risk's inherent likelihood and impact before accepting it.");
    }
    const set = {
      status: "accepted" as const,
      treatment: "accept" as const,
      acceptedBy: userId,
      acceptedAt: now,
      acceptanceJustification: input.justification,
      acceptanceExpiresOn: input.expiresOn,
      updatedAt: now,
    };
    await tx.update(risks).set(set).where(eq(risks.id, id));
    const scores = { before: scoreState(before), after: scoreState({ ...before, ...set }) };
    await recordScoreChange(tx, ctx, { accountId, riskId: id, userId, ...scores });
    await recordEvent(tx, ctx, {
      accountId,
      action: "risk.accepted",
      targetType: "risk",
      targetId: id,
      details: { reference: riskReference(before.number), justification: input.justification, expires_on: input.expiresOn, scores },
    });
    return toRisk((await riskRow(tx, accountId, id))!, now);
  });
}
