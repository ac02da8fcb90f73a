import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { tstz } from "./columns";

/**
 * Who owns a control of the account's programme (a built-in framework's or a custom one's): the person answerable
 * for it working, told when its evidence expires or its tests fail, and shown in "My work".
 */
export const controlOwners = pgTable(
  "control_owners",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** A built-in framework id or a custom framework id. */
    frameworkId: text("framework_id").notNull(),
    controlId: text("control_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: tstz("assigned_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.frameworkId, t.controlId] }), index("control_owners_user_idx").on(t.userId)],
);
