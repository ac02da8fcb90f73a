// The frameworks domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { getFrameworkJson, listFrameworks, listFrameworksPage } from "./get-framework";
export { builtinFrameworkIds, builtinFrameworks, getBuiltinControl, getBuiltinFramework, isBuiltinFrameworkId } from "./internal/catalog";
export { assertControlRefs } from "./internal/assert-control-refs";
export { frameworkControlIds } from "./internal/control-refs";
export { frameworkRoutes, getFrameworkRoute, listFrameworksRoute } from "./routes";
export type { FrameworkDetailJson, FrameworkSummaryJson } from "./schemas";
export { syncBuiltinFrameworks } from "./sync-builtin-frameworks";
