import { riskHistory, type RiskScoreState, type risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";

/** What the history keeps of a risk: its four levels, its status and its treatment. */
export function scoreState(row: Pick<typeof risks.$inferSelect, keyof RiskScoreState>): RiskScoreState {
  return {
    inherentLikelihood: row.inherentLikelihood,
    inherentImpact: row.inherentImpact,
    residualLikelihood: row.residualLikelihood,
    residualImpact: row.residualImpact,
    status: row.status,
    treatment: row.treatment,
  };
}

const same = (a: RiskScoreState, b: RiskScoreState) => (Object.keys(a) as (keyof RiskScoreState)[]).every((k) => a[k] === b[k]);

/** Writes a history entry when the scores, status or treatment changed (always at creation, `before` null); answers whether it did. */
export async function recordScoreChange(
  tx: DbOrTx,
  ctx: Ctx,
  entry: { accountId: string; riskId: string; userId: string | null; before: RiskScoreState | null; after: RiskScoreState },
): Promise<boolean> {
  if (entry.before && same(entry.before, entry.after)) return false;
  await tx.insert(riskHistory).values({
    accountId: entry.accountId,
    riskId: entry.riskId,
    changedBy: entry.userId,
    changedAt: ctx.now(),
    before: entry.before,
    after: entry.after,
  });
  return true;
}
