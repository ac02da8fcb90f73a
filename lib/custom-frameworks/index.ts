/** What other domains may use of custom frameworks. */
export { getPublishedFrameworkForAudit } from "./get-published-framework-for-audit";
export type { PublishedFramework, PublishedFrameworkControl } from "./get-published-framework-for-audit";
export { listPublishedFrameworks } from "./list-published-frameworks";
