// The risks domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { acceptRisk } from "./accept-risk";
export { addLibraryRisks } from "./add-library-risks";
export { createRisk } from "./create-risk";
export { createRiskAssessment } from "./create-risk-assessment";
export { createRiskTask } from "./create-risk-task";
export { deleteRisk } from "./delete-risk";
export { deleteRiskTask } from "./delete-risk-task";
export { exportRiskAssessment } from "./export-risk-assessment";
export { exportRisks } from "./export-risks";
export { getRisk } from "./get-risk";
export { getRiskAssessment } from "./get-risk-assessment";
export { getRiskMatrix } from "./get-risk-matrix";
export { getRiskScale } from "./get-risk-scale";
export { listControlRisks, type ControlRisk } from "./list-control-risks";
export { listRiskAssessments } from "./list-risk-assessments";
export { listRiskLibrary } from "./list-risk-library";
export { listRiskTasks } from "./list-risk-tasks";
export { listRisks } from "./list-risks";
export { riskAssessmentFact, type RiskAssessmentFact } from "./internal/assessment-fact";
export { riskTasksAssignedTo } from "./internal/assigned-tasks";
export { signedRiskAssessmentFiles, type RiskAssessmentFile } from "./internal/package-assessments";
export { signRiskAssessment } from "./sign-risk-assessment";
export { updateRisk } from "./update-risk";
export { updateRiskTask } from "./update-risk-task";
export type {
  AddedLibraryRisksJson,
  ListRisksQuery,
  RiskAssessmentJson,
  RiskAssessmentSummaryJson,
  RiskDetailJson,
  RiskFilters,
  RiskHistoryJson,
  RiskJson,
  RiskLibraryEntryJson,
  RiskMatrixJson,
  RiskScaleJson,
  RiskTaskJson,
} from "./schemas";
