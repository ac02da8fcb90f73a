// The work domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { exportAuditTrail } from "./export-audit-trail";
export { listAssignees } from "./list-assignees";
export { listAuditTrail } from "./list-audit-trail";
export type { MyWorkJson, TrailEventJson, WorkItemJson } from "./schemas";
// The people listAssignees answers are ownership's shape; components import the type from here with the assignees.
export type { PersonJson } from "@/lib/ownership";
