import type { riskHistory } from "@/db/risks";
import type { RiskHistoryJson, RiskJson, RiskTaskJson } from "../schemas";
import { today } from "./dates";
import type { RiskRow } from "./risk-rows";
import type { TaskRow } from "./task-rows";

const score = (l: number | null, i: number | null) => (l === null || i === null ? null : l * i);

export const riskReference = (n: number) => `R-${n}`;

export function toRisk(row: RiskRow, now: Date): RiskJson {
  const day = today(now);
  return {
    id: row.id,
    reference: riskReference(row.number),
    title: row.title,
    description: row.description,
    category: row.category,
    customCategory: row.customCategory,
    scope: row.scope,
    threat: row.threat,
    vulnerability: row.vulnerability,
    owner: row.ownerId && row.ownerName !== null ? { id: row.ownerId, name: row.ownerName } : null,
    inherentLikelihood: row.inherentLikelihood,
    inherentImpact: row.inherentImpact,
    inherentScore: score(row.inherentLikelihood, row.inherentImpact),
    treatment: row.treatment,
    treatmentPlan: row.treatmentPlan,
    residualLikelihood: row.residualLikelihood,
    residualImpact: row.residualImpact,
    residualScore: score(row.residualLikelihood, row.residualImpact),
    targetDate: row.targetDate,
    status: row.status,
    reviewCadence: row.reviewCadence,
    lastReviewedAt: row.lastReviewedAt?.toISOString() ?? null,
    nextReviewDate: row.nextReviewDate,
    reviewOverdue: row.status !== "closed" && row.nextReviewDate < day,
    acceptance:
      row.status === "accepted" && row.acceptedAt && row.acceptanceJustification !== null && row.acceptanceExpiresOn !== null
        ? {
            justification: row.acceptanceJustification,
            expiresOn: row.acceptanceExpiresOn,
            expired: row.acceptanceExpiresOn <= day,
            acceptedBy: row.acceptedBy && row.acceptedByName !== null ? { id: row.acceptedBy, name: row.acceptedByName } : null,
            acceptedAt: row.acceptedAt.toISOString(),
          }
        : null,
    controls: row.controls,
    openTasks: row.openTasks,
    libraryId: row.libraryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRiskTask(row: TaskRow, now: Date): RiskTaskJson {
  return {
    id: row.id,
    riskId: row.riskId,
    title: row.title,
    description: row.description,
    assignee: row.assigneeId && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
    dueDate: row.dueDate,
    status: row.status,
    overdue: row.status === "open" && row.dueDate !== null && row.dueDate < today(now),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRiskHistory(row: typeof riskHistory.$inferSelect & { changedByName: string | null }): RiskHistoryJson {
  return {
    id: row.id,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy && row.changedByName !== null ? { id: row.changedBy, name: row.changedByName } : null,
    before: row.before,
    after: row.after,
  };
}
