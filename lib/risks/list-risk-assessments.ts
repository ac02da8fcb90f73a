import { and, desc, eq } from "drizzle-orm";
import { riskAssessments } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type Page } from "@/lib/pagination";
import { assessmentSummaryColumns } from "./internal/assessment-rows";
import { toRiskAssessmentSummary } from "./internal/serialize-assessment";
import type { ListRiskAssessmentsQuery, RiskAssessmentSummaryJson } from "./schemas";

/** The account's risk assessments, newest first, without their snapshots: viewers and above. */
export async function listRiskAssessments(ctx: Ctx, query: ListRiskAssessmentsQuery): Promise<Page<RiskAssessmentSummaryJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const a = riskAssessments;
  const rows = await ctx.db
    .select(assessmentSummaryColumns)
    .from(a)
    .where(and(eq(a.accountId, accountId), query.status ? eq(a.status, query.status) : undefined, newestFirstAfter(a.createdAt, a.id, query.cursor)))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, newestFirstKey, toRiskAssessmentSummary);
}
