import { and, desc } from "drizzle-orm";
import { risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { flatten, riskConditions, riskRowColumns } from "./internal/risk-rows";
import { toRisk } from "./internal/serialize";
import type { ListRisksQuery, RiskJson } from "./schemas";

/** The register, newest first, narrowed by the filters in one statement (docs/api.md "Risks"): viewers and above. */
export async function listRisks(ctx: Ctx, query: ListRisksQuery): Promise<Page<RiskJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const now = ctx.now();
  const rows = await ctx.db
    .select(riskRowColumns)
    .from(risks)
    .where(and(riskConditions(accountId, query, now), newestFirstAfter(risks.createdAt, risks.id, query.cursor)))
    .orderBy(desc(risks.createdAt), desc(risks.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => newestFirstKey(r.row),
    (r) => toRisk(flatten(r), now),
  );
}
