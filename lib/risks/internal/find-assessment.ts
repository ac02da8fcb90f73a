import { and, eq } from "drizzle-orm";
import { riskAssessments } from "@/db/risks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { assessmentSummaryColumns } from "./assessment-rows";
import { toRiskAssessment } from "./serialize-assessment";
import type { RiskAssessmentJson } from "../schemas";

/** One assessment of the account, snapshot included; another tenant's or none is 404. */
export async function findAssessment(db: DbOrTx, accountId: string, id: string): Promise<RiskAssessmentJson> {
  const [row] = await db
    .select({ ...assessmentSummaryColumns, risks: riskAssessments.risks, scale: riskAssessments.scale })
    .from(riskAssessments)
    .where(and(eq(riskAssessments.accountId, accountId), eq(riskAssessments.id, id)))
    .limit(1);
  if (!row) throw ServiceError.notFound("risk assessment");
  return toRiskAssessment(row);
}
