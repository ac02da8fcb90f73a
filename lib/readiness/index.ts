// The readiness domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { assessReadiness, isSnapshotSource } from "./assess-readiness";
export { builtinReadinessControl, customReadinessControl } from "./internal/controls";
export { controlEvidenceIndex, documentKindsOf, isOwnSource, ownReferences } from "./internal/control-evidence";
export type { EvidenceOfControl, Reached } from "./internal/control-evidence";
export { documentFactsOf } from "./internal/facts";
export type { DataType, Practice, PracticeKey } from "./internal/practices";
export { attestationsOf } from "./internal/profile";
export type { BusinessProfile } from "./internal/profile";
export { assessmentStatusOf, monitoringStatusOf, readinessOfMonitoringStatus } from "./internal/status-vocabularies";
export type { ControlRef, DocumentVersionFact, MappedRef, ReadinessControl, TestOutcome } from "./internal/types";
export type { ReadinessSource, ReadinessSourceType } from "./schemas";
