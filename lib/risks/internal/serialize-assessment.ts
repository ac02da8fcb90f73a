import type { riskAssessments } from "@/db/risks";
import type { RiskAssessmentJson, RiskAssessmentSummaryJson } from "../schemas";
import type { AssessmentSummaryRow } from "./assessment-rows";

const person = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export function toRiskAssessmentSummary(row: AssessmentSummaryRow): RiskAssessmentSummaryJson {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    status: row.status,
    assessedOn: row.assessedOn,
    riskCount: Number(row.riskCount),
    createdBy: person(row.createdBy, row.createdByName),
    createdAt: row.createdAt.toISOString(),
    signedBy: person(row.signedBy, row.signedByName),
    signedAt: row.signedAt?.toISOString() ?? null,
  };
}

export function toRiskAssessment(row: AssessmentSummaryRow & Pick<typeof riskAssessments.$inferSelect, "risks" | "scale">): RiskAssessmentJson {
  return { ...toRiskAssessmentSummary(row), scale: row.scale, risks: row.risks };
}
