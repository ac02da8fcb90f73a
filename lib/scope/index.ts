// The scope domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { listControlScope } from "./list-control-scope";
export { resetControlScope } from "./reset-control-scope";
export type { ControlScope } from "./schemas";
export { annexAControls } from "./internal/annex-a";
export { decisionRows, type DecisionRow } from "./internal/decisions";
export { scopeDecisionFacts, type ScopeDecisionFact } from "./internal/scope-facts";
export { setControlScope } from "./set-control-scope";
