import { and, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { users } from "@/db/accounts";
import { riskControls, risks, riskTasks } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import type { RiskFilters } from "../schemas";
import { today } from "./dates";
import { containsPattern } from "@/lib/text-search";

/** A risk as the register reads it: the row, its owner's and acceptor's names, its controls and its open tasks. */
export type RiskRow = typeof risks.$inferSelect & {
  ownerName: string | null;
  acceptedByName: string | null;
  controls: { framework: string; controlId: string }[];
  openTasks: number;
};

const nameOf = (column: typeof risks.ownerId | typeof risks.acceptedBy) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${column})`;

/** The outer risk's id, qualified: drizzle writes a lone table's columns unqualified, which a subquery would read as its own. */
const outerRiskId = sql.raw(`"risks"."id"`);

/** The columns of a RiskRow, each extra one a subquery on its own index (controls, open tasks), so one statement reads a page. */
export const riskRowColumns = {
  row: risks,
  ownerName: nameOf(risks.ownerId),
  acceptedByName: nameOf(risks.acceptedBy),
  controls: sql<RiskRow["controls"]>`coalesce((select json_agg(json_build_object('framework', ${riskControls.frameworkId}, 'controlId',
    ${riskControls.controlId}) order by ${riskControls.frameworkId}, ${riskControls.controlId}) from ${riskControls}
    where ${riskControls.riskId} = ${outerRiskId}), '[]'::json)`,
  openTasks: sql<number>`(select count(*)::int from ${riskTasks} where ${riskTasks.riskId} = ${outerRiskId} and ${riskTasks.status} = 'open')`,
};

type Selected = { row: typeof risks.$inferSelect } & Pick<RiskRow, "ownerName" | "acceptedByName" | "controls" | "openTasks">;

export function flatten(r: Selected): RiskRow {
  return { ...r.row, ownerName: r.ownerName, acceptedByName: r.acceptedByName, controls: r.controls, openTasks: Number(r.openTasks) };
}

/** The likelihood and impact a filter or the residual matrix reads: residual ones count at the inherent levels until scored. */
export function levelsOf(basis: RiskFilters["basis"]): { likelihood: SQL<number | null>; impact: SQL<number | null> } {
  if (basis === "inherent") return { likelihood: sql`${risks.inherentLikelihood}`, impact: sql`${risks.inherentImpact}` };
  return {
    likelihood: sql`coalesce(${risks.residualLikelihood}, ${risks.inherentLikelihood})`,
    impact: sql`coalesce(${risks.residualImpact}, ${risks.inherentImpact})`,
  };
}

/** `%`, `_` and `\` are meant literally in a search. */

/** The register's filters as SQL on `risks`, for the list, the matrix and the export alike. */
export function riskConditions(accountId: string, filters: Partial<RiskFilters>, now: Date): SQL {
  const { likelihood, impact } = levelsOf(filters.basis ?? "residual");
  const score = sql`(${likelihood} * ${impact})`;
  const overdue = and(sql`${risks.nextReviewDate} < ${today(now)}`, ne(risks.status, "closed"))!;
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  return and(
    eq(risks.accountId, accountId),
    filters.status ? eq(risks.status, filters.status) : undefined,
    filters.ownerId ? eq(risks.ownerId, filters.ownerId) : undefined,
    filters.category ? eq(risks.category, filters.category) : undefined,
    filters.minScore !== undefined ? sql`${score} >= ${filters.minScore}` : undefined,
    filters.maxScore !== undefined ? sql`${score} <= ${filters.maxScore}` : undefined,
    filters.likelihood !== undefined ? sql`${likelihood} = ${filters.likelihood}` : undefined,
    filters.impact !== undefined ? sql`${impact} = ${filters.impact}` : undefined,
    filters.reviewOverdue === true ? overdue : filters.reviewOverdue === false ? sql`not (${overdue})` : undefined,
    pattern ? or(ilike(risks.title, pattern), ilike(risks.description, pattern)) : undefined,
  )!;
}

/** One risk of the account as a RiskRow, or undefined (another tenant's risk is the same as none). */
export async function riskRow(db: DbOrTx, accountId: string, id: string): Promise<RiskRow | undefined> {
  const [found] = await db
    .select(riskRowColumns)
    .from(risks)
    .where(and(eq(risks.accountId, accountId), eq(risks.id, id)))
    .limit(1);
  return found ? flatten(found) : undefined;
}
