import { sql } from "drizzle-orm";
import { risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { levelsOf, riskConditions } from "./internal/risk-rows";
import { riskScaleOf } from "./internal/scale";
import type { RiskFilters, RiskMatrixJson } from "./schemas";

/**
 * How many risks sit in each likelihood × impact cell, inherent and residual, with the register's filters (the
 * likelihood, impact and score filters read `basis`): one grouped statement, whatever the register's size. A level
 * beyond the account's scale (scored before the scale shrank) counts in the top cell.
 */
export async function getRiskMatrix(ctx: Ctx, filters: RiskFilters): Promise<RiskMatrixJson> {
  const { accountId } = requireRole(ctx, "viewer");
  const scale = await riskScaleOf(ctx.db, accountId);
  const inherent = levelsOf("inherent");
  const residual = levelsOf("residual");
  const rows = await ctx.db
    .select({
      il: sql<number | null>`${inherent.likelihood}`,
      ii: sql<number | null>`${inherent.impact}`,
      rl: sql<number | null>`${residual.likelihood}`,
      ri: sql<number | null>`${residual.impact}`,
      n: sql<number>`count(*)::int`,
    })
    .from(risks)
    .where(riskConditions(accountId, filters, ctx.now()))
    .groupBy(sql`1, 2, 3, 4`);
  const grid = () => scale.likelihood.map(() => scale.impact.map(() => 0));
  const matrix: RiskMatrixJson = {
    scale,
    inherent: { cells: grid(), unscored: 0 },
    residual: { cells: grid(), unscored: 0 },
    total: 0,
  };
  const place = (side: RiskMatrixJson["inherent"], l: number | null, i: number | null, n: number) => {
    if (l === null || i === null) side.unscored += n;
    else side.cells[Math.min(l, scale.likelihood.length) - 1][Math.min(i, scale.impact.length) - 1] += n;
  };
  for (const r of rows) {
    const n = Number(r.n);
    matrix.total += n;
    place(matrix.inherent, r.il, r.ii, n);
    place(matrix.residual, r.rl, r.ri, n);
  }
  return matrix;
}
