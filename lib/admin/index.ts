// The admin domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { ADMIN_USAGE, runAdminCommand, UsageError } from "./run-command";
export { operatorContext } from "./internal/operator-context";
