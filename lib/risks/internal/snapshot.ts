import { asc, eq, sql } from "drizzle-orm";
import { risks, riskTasks, type RiskSnapshotEntry } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import { flatten, riskRowColumns } from "./risk-rows";
import { riskReference } from "./serialize";

const score = (l: number | null, i: number | null) => (l === null || i === null ? null : l * i);

/** Every risk of the account's register as an assessment holds it, by number: one statement. */
export async function registerSnapshot(db: DbOrTx, accountId: string): Promise<RiskSnapshotEntry[]> {
  const outer = sql.raw(`"risks"."id"`);
  const rows = await db
    .select({
      ...riskRowColumns,
      doneTasks: sql<number>`(select count(*)::int from ${riskTasks} where ${riskTasks.riskId} = ${outer} and ${riskTasks.status} = 'done')`,
    })
    .from(risks)
    .where(eq(risks.accountId, accountId))
    .orderBy(asc(risks.number));
  return rows.map((r) => {
    const row = flatten(r);
    return {
      riskId: row.id,
      reference: riskReference(row.number),
      title: row.title,
      category: row.category === "custom" && row.customCategory ? row.customCategory : row.category,
      status: row.status,
      owner: row.ownerId && row.ownerName !== null ? { id: row.ownerId, name: row.ownerName } : null,
      inherentLikelihood: row.inherentLikelihood,
      inherentImpact: row.inherentImpact,
      inherentScore: score(row.inherentLikelihood, row.inherentImpact),
      residualLikelihood: row.residualLikelihood,
      residualImpact: row.residualImpact,
      residualScore: score(row.residualLikelihood, row.residualImpact),
      treatment: row.treatment,
      treatmentPlan: row.treatmentPlan,
      openTasks: row.openTasks,
      doneTasks: Number(r.doneTasks),
      acceptanceExpiresOn: row.status === "accepted" ? row.acceptanceExpiresOn : null,
      controls: row.controls,
    };
  });
}
