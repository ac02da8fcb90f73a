import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, updatedAt } from "./columns";

/**
 * Metered operations per account and billing period; one row per period, keyed by the period's
 * first day. Counting is a conditional UPDATE of this row, which serialises concurrent requests.
 */
export const usageCounters = pgTable(
  "usage_counters",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    /** Last day of the period (inclusive). */
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    checksRun: integer("checks_run").notNull().default(0),
    assessments: integer("assessments").notNull().default(0),
    policiesGenerated: integer("policies_generated").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.periodStart] })],
);

/**
 * Idempotency keys of `POST /api/v1/billing/track-usage`, claimed in the transaction that counts
 * the usage: the primary key lets a key count once, also under concurrent retries.
 */
export const usageIdempotencyKeys = pgTable(
  "usage_idempotency_keys",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    metric: text("metric").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index("usage_idempotency_keys_created_idx").on(t.createdAt)],
);
