import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, json, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";

/**
 * A recurring compliance check of one framework against a business profile. Soft-deleted so that
 * results keep pointing at the schedule that produced them.
 */
export const monitoringSchedules = pgTable(
  "monitoring_schedules",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    frameworkId: text("framework_id").notNull(),
    frameworkKind: text("framework_kind").$type<"builtin" | "custom">().notNull(),
    frequency: text("frequency").$type<"daily" | "weekly" | "monthly" | "quarterly">().notNull(),
    businessProfile: jsonb("business_profile").$type<Record<string, unknown>>().notNull(),
    notifyOnFail: boolean("notify_on_fail").notNull().default(true),
    passThreshold: doublePrecision("pass_threshold").notNull().default(80),
    /** Runs fall on `anchorAt + k·period`; see lib/monitoring/frequency.ts. */
    anchorAt: tstz("anchor_at").notNull(),
    nextRunAt: tstz("next_run_at").notNull(),
    lastRunAt: tstz("last_run_at"),
    /** Set while a scheduler instance owns the due run; a lease, so a crashed instance's claim expires. */
    claimId: uuid("claim_id"),
    claimedUntil: tstz("claimed_until"),
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("monitoring_schedules_account_idx").on(t.accountId, t.createdAt, t.id),
    index("monitoring_schedules_due_idx").on(t.nextRunAt).where(sql`${t.deletedAt} is null`),
    check("monitoring_schedules_frequency_check", sql`${t.frequency} in ('daily','weekly','monthly','quarterly')`),
    check("monitoring_schedules_threshold_check", sql`${t.passThreshold} >= 0 and ${t.passThreshold} <= 100`),
  ],
);

/**
 * Per-control outcomes, stored compactly: each distinct reason once, and per control its id, a
 * status and the index of its reason (a NIST 800-53 result repeats a few dozen reasons across
 * 1,007 controls). lib/monitoring/dto.ts packs and unpacks it.
 */
export interface StoredControls {
  reasons: string[];
  controls: [controlId: string, status: "passed" | "partial" | "failed" | "not_applicable", reason: number][];
}

export const monitoringResults = pgTable(
  "monitoring_results",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => monitoringSchedules.id, { onDelete: "cascade" }),
    frameworkId: text("framework_id").notNull(),
    status: text("status").$type<"passed" | "failed" | "error">().notNull(),
    score: doublePrecision("score"),
    previousScore: doublePrecision("previous_score"),
    // Plain json, not jsonb: written once, read whole, never queried inside — and a 1,000-control
    // result is much cheaper to store as validated text than to decompose into jsonb.
    controls: json("controls").$type<StoredControls>().notNull().default({ reasons: [], controls: [] }),
    error: text("error"),
    trigger: text("trigger").$type<"scheduled" | "manual">().notNull(),
    startedAt: tstz("started_at").notNull(),
    completedAt: tstz("completed_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("monitoring_results_account_idx").on(t.accountId, t.createdAt, t.id),
    index("monitoring_results_schedule_idx").on(t.scheduleId, t.createdAt),
    check("monitoring_results_status_check", sql`${t.status} in ('passed','failed','error')`),
  ],
);

export const monitoringAlerts = pgTable(
  "monitoring_alerts",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").$type<"check.failed" | "check.degraded" | "schedule.error">().notNull(),
    severity: text("severity").$type<"critical" | "warning">().notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    frameworkId: text("framework_id").notNull(),
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => monitoringSchedules.id, { onDelete: "cascade" }),
    resultId: uuid("result_id").references(() => monitoringResults.id, { onDelete: "cascade" }),
    readAt: tstz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("monitoring_alerts_account_idx").on(t.accountId, t.createdAt, t.id),
    index("monitoring_alerts_unread_idx").on(t.accountId).where(sql`${t.readAt} is null`),
    // One alert of a kind per result, so a retried alert step cannot raise it twice.
    uniqueIndex("monitoring_alerts_result_type_key").on(t.resultId, t.type),
  ],
);

export const monitoringWebhooks = pgTable(
  "monitoring_webhooks",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    /** AES-256-GCM ciphertext of the `whsec_` secret (lib/monitoring/webhook-secret.ts). */
    secretCiphertext: text("secret_ciphertext").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("monitoring_webhooks_account_idx").on(t.accountId, t.createdAt, t.id)],
);

/** One message to one webhook; retried under the same id until it succeeds or its attempts run out. */
export const monitoringDeliveries = pgTable(
  "monitoring_webhook_deliveries",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => monitoringWebhooks.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** What the message is about (`<resultId>:<eventType>`, or a test id); unique per webhook. */
    eventKey: text("event_key").notNull(),
    /** The exact JSON body, so every retry signs and sends the same bytes. */
    payload: text("payload").notNull(),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    /** Attempts stop at this count; a redelivery raises it by another full round. */
    attemptLimit: integer("attempt_limit").notNull(),
    nextAttemptAt: tstz("next_attempt_at"),
    claimedUntil: tstz("claimed_until"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    completedAt: tstz("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("monitoring_deliveries_webhook_idx").on(t.webhookId, t.createdAt, t.id),
    index("monitoring_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("monitoring_deliveries_event_key").on(t.webhookId, t.eventKey),
    check("monitoring_deliveries_status_check", sql`${t.status} in ('pending','succeeded','failed')`),
  ],
);

export const monitoringDeliveryAttempts = pgTable(
  "monitoring_webhook_delivery_attempts",
  {
    id: id(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => monitoringDeliveries.id, { onDelete: "cascade" }),
    attemptNumber: integer("attempt_number").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("monitoring_delivery_attempts_number_key").on(t.deliveryId, t.attemptNumber)],
);
