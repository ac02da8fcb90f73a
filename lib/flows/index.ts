// The flows' public surface (docs/DEVELOPING.md "Flows"): work that spans domains, read and written through each domain's index.ts.
import "server-only";
export { generateStatementOfApplicability } from "./generate-statement-of-applicability";
export { listMyWork } from "./list-my-work";
export { queueReminders } from "./queue-reminders";
export type { StatementControl, StatementEvidence, StatementOfApplicability } from "./schemas";
