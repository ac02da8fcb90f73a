// The frameworks domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { getFrameworkJson, listFrameworks, listFrameworksPage } from "./get-framework";
export { builtinFrameworkIds, builtinFrameworks, getBuiltinControl, getBuiltinFramework, isBuiltinFrameworkId } from "./internal/catalog";
export { crosswalkRows, type CrosswalkRow } from "./internal/crosswalk-rows";
export { exportFramework } from "./export-framework";
export { builtinOscalCatalog } from "./internal/oscal-catalog";
export type { FrameworkDetailJson, FrameworkMappingJson, FrameworkSummaryJson } from "./schemas";
export { listMappings } from "./list-mappings";
export { listControlMappings } from "./list-control-mappings";
export {
  catalogRank,
  crosswalkCounts,
  crosswalkGraph,
  crosswalkSources,
  frameworksReachedByCrosswalks,
  mappingGraphWithCrosswalks,
} from "./internal/crosswalk";
export type { CrosswalkSource } from "./internal/crosswalk";
export { MappingGraph } from "./internal/mapping-graph";
export type { ControlNode, DerivedMapping, MappingEdge, MappingProvenance, MappingSource } from "./internal/mapping-graph";
export { composeRelationships, inverseRelationship, supportOf } from "./internal/relationships";
export type { MappingKind } from "./internal/relationships";
export { syncBuiltinFrameworks } from "./sync-builtin-frameworks";
