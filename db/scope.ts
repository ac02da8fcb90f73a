import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";

/**
 * The account's scope decisions: whether a control of a framework (built-in id or custom framework id) applies to
 * the company, and why. An ISO/IEC 27001 Statement of Applicability is generated from them; a control without a
 * decision is applicable and undecided. Every change is also in the audit trail.
 */
export const controlScopeDecisions = pgTable(
  "control_scope_decisions",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    frameworkId: text("framework_id").notNull(),
    controlId: text("control_id").notNull(),
    applicable: boolean("applicable").notNull(),
    justification: text("justification").notNull(),
    decidedBy: uuid("decided_by"),
    decidedAt: tstz("decided_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("control_scope_decisions_control_key").on(t.accountId, t.frameworkId, t.controlId),
    index("control_scope_decisions_list_idx").on(t.accountId, t.frameworkId, t.createdAt, t.id),
  ],
);
