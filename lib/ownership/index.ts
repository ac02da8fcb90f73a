// The ownership domain's public surface (docs/DEVELOPING.md "Domains"): who owns which control, and so who hears
// about it (integrations' failing tests, expiring evidence, my work).
import "server-only";
export { controlsOwnedBy } from "./internal/owned-controls";
export { controlOwnersOrAdmins, type ControlRef } from "./internal/owners-or-admins";
export { listControlOwners } from "./list-control-owners";
export type { ControlOwnerJson, PersonJson } from "./schemas";
export { setControlOwner } from "./set-control-owner";
