// The dashboard domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { getControlReadiness } from "./get-control-readiness";
export { getReadinessOverview } from "./get-readiness-overview";
export type { NextActionKind } from "./internal/next-action";
export type { ControlReadiness, FrameworkReadiness, NextAction, ReadinessOverview } from "./schemas";
