/** What other domains may use of custom frameworks. */
import "server-only";
export { getPublishedFrameworkForAudit } from "./get-published-framework-for-audit";
export type { PublishedFramework, PublishedFrameworkControl } from "./get-published-framework-for-audit";
export { assertControlRefs } from "./internal/assert-control-refs";
export { frameworkControlIds } from "./internal/control-refs";
export { controlTitles, customFrameworkTitles } from "./internal/control-titles";
export { customControlOscalIds } from "./internal/oscal-ids";
export { listPublishedFrameworks } from "./list-published-frameworks";
export { addControl } from "./add-control";
export { cloneFramework } from "./clone-framework";
export { createFramework } from "./create-framework";
export { deleteControl } from "./delete-control";
export { deleteFramework } from "./delete-framework";
export { exportFramework } from "./export-framework";
export { getControlNames, type ControlNames } from "./get-control-names";
export { getFramework } from "./get-framework";
export { importFramework } from "./import-framework";
export { getFrameworkForMonitoring } from "./internal/framework-for-monitoring";
export { getFrameworkForAssessment, type FrameworkForAssessment } from "./internal/framework-for-assessment";
export { requireCustomFrameworks } from "./internal/access";
export { listFrameworks } from "./list-frameworks";
export { publishFramework } from "./publish-framework";
export { reorderControls } from "./reorder-controls";
export type {
  ControlFields,
  CustomControl,
  CustomFramework,
  CustomFrameworkWithControls,
  FrameworkExport,
  MappingSuggestion,
  StandardMapping,
  StandardMappingJson,
} from "./schemas";
export type { ControlOscal, ImportResult, OscalImportReport } from "./schemas";
export { suggestMappings } from "./suggest-mappings";
export { listSuggestionFeedback } from "./list-suggestion-feedback";
export { recordSuggestionFeedback } from "./record-suggestion-feedback";
export type { SuggestionFeedback } from "./schemas";
export { updateControl } from "./update-control";
export { updateFramework } from "./update-framework";
