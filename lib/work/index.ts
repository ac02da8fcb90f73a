// The work domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { exportAuditTrail } from "./export-audit-trail";
export { listAssignees } from "./list-assignees";
export { listAuditTrail } from "./list-audit-trail";
export { listControlOwners } from "./list-control-owners";
export { controlsOwnedBy } from "./internal/owned-controls";
export type { ControlOwnerJson, MyWorkJson, PersonJson, TrailEventJson, WorkItemJson } from "./schemas";
export { setControlOwner } from "./set-control-owner";
