// The scope domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { generateStatementOfApplicability } from "./generate-statement-of-applicability";
export { listControlScope } from "./list-control-scope";
export { resetControlScope } from "./reset-control-scope";
export type { ControlScope, StatementControl, StatementEvidence, StatementOfApplicability } from "./schemas";
export { setControlScope } from "./set-control-scope";
