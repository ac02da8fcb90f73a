// The risks domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { acceptRisk } from "./accept-risk";
export { addLibraryRisks } from "./add-library-risks";
export { createRisk } from "./create-risk";
export { createRiskTask } from "./create-risk-task";
export { deleteRisk } from "./delete-risk";
export { deleteRiskTask } from "./delete-risk-task";
export { exportRisks } from "./export-risks";
export { getRisk } from "./get-risk";
export { getRiskMatrix } from "./get-risk-matrix";
export { getRiskScale } from "./get-risk-scale";
export { listRiskLibrary } from "./list-risk-library";
export { listRiskTasks } from "./list-risk-tasks";
export { listRisks } from "./list-risks";
export { updateRisk } from "./update-risk";
export { updateRiskTask } from "./update-risk-task";
export type { ListRisksQuery, RiskDetailJson, RiskFilters, RiskHistoryJson, RiskJson, RiskMatrixJson, RiskScaleJson, RiskTaskJson } from "./schemas";
