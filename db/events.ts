import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id } from "./columns";

/**
 * The account's audit trail: one row per change of state, written in the same transaction as the
 * change. Audits keep their own richer activity log beside this one (docs/api.md §8).
 */
export const accountEvents = pgTable(
  "account_events",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [index("account_events_account_idx").on(t.accountId, t.createdAt, t.id)],
);
