import type { customAssessments } from "@/db/custom-frameworks";
import type { Assessment, AssessmentStatus, ControlAssessment } from "./types";

export function toAssessment(row: typeof customAssessments.$inferSelect): Assessment {
  return {
    id: row.id,
    frameworkId: row.frameworkId,
    score: row.score,
    status: row.status as AssessmentStatus,
    controls: row.controls as ControlAssessment[],
    assessedAt: row.assessedAt.toISOString(),
  };
}
