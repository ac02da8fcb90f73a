import { eq } from "drizzle-orm";
import { riskScales } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { DEFAULT_IMPACT_LABELS, DEFAULT_LIKELIHOOD_LABELS, type RiskScaleJson } from "../schemas";

/** The account's likelihood and impact scales: its own, or the default 5 × 5. */
export async function riskScaleOf(db: DbOrTx, accountId: string): Promise<RiskScaleJson> {
  const [row] = await db.select().from(riskScales).where(eq(riskScales.accountId, accountId)).limit(1);
  if (!row) return { likelihood: [...DEFAULT_LIKELIHOOD_LABELS], impact: [...DEFAULT_IMPACT_LABELS], custom: false };
  return { likelihood: row.likelihoodLabels, impact: row.impactLabels, custom: true };
}

type Levels = Partial<Record<"inherentLikelihood" | "inherentImpact" | "residualLikelihood" | "residualImpact", number | null>>;

/** Every level given must exist on the account's scale: 400 naming each field that does not. */
export function assertLevels(scale: RiskScaleJson, levels: Levels): void {
  const issues: ValidationIssue[] = [];
  for (const [field, value] of Object.entries(levels) as [keyof Levels, number | null | undefined][]) {
    if (value === null || value === undefined) continue;
    const max = field.endsWith("Likelihood") ? scale.likelihood.length : scale.impact.length;
    if (value > max) issues.push({ path: field, message: `Must be a level of the account's scale, 1 to ${max}` });
  }
  if (issues.length > 0) throw ServiceError.validation(issues);
}
