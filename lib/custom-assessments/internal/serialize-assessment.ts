import type { customAssessments } from "@/db/custom-frameworks";
import type { AssessmentStatus } from "@/lib/vocabulary";
import type { Assessment, ControlAssessment } from "../schemas";

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
