import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, json, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { FRAMEWORK_KINDS, type FrameworkKind } from "./frameworks";
import { integrations, integrationSyncs } from "./integrations";
import {
  ALERT_SEVERITIES,
  ALERT_STATES,
  type AlertSeverity,
  type AlertState,
  type ControlStatus,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  RESULT_STATUSES,
  type ResultStatus,
} from "@/lib/vocabulary";

// The monitoring domain's vocabularies (docs/api.md §11): each list is the CHECK, the zod enum and the
// label map's key set (lib/format/labels.ts). Statuses, outcomes and severities are lib/vocabulary's.
export const FREQUENCIES = ["daily", "weekly", "monthly", "quarterly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const RESULT_TRIGGERS = ["scheduled", "manual"] as const;
export type ResultTrigger = (typeof RESULT_TRIGGERS)[number];

/** `check.*`/`schedule.error`: a monitoring schedule's run; `test.failing`/`integration.sync_failed`: an integration's sync. */
export const ALERT_TYPES = ["check.failed", "check.degraded", "schedule.error", "test.failing", "integration.sync_failed"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** What a webhook may subscribe to: every completed check and integration sync, plus every alert type. */
export const WEBHOOK_EVENTS = ["check.completed", "integration.synced", ...ALERT_TYPES] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

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
    frameworkKind: text("framework_kind").$type<FrameworkKind>().notNull(),
    /** The customer's label, so two schedules of one framework can be told apart; null shows the framework's name. */
    name: text("name"),
    frequency: text("frequency").$type<Frequency>().notNull(),
    businessProfile: jsonb("business_profile").$type<Record<string, unknown>>().notNull(),
    notifyOnFail: boolean("notify_on_fail").notNull().default(true),
    passThreshold: doublePrecision("pass_threshold").notNull().default(80),
    /** A paused schedule is not claimed by the scheduler; "Run now" still works. */
    paused: boolean("paused").notNull().default(false),
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
    index("monitoring_schedules_due_idx")
      .on(t.nextRunAt)
      .where(sql`${t.deletedAt} is null`),
    check("monitoring_schedules_frequency_check", oneOf(t.frequency, FREQUENCIES)),
    check("monitoring_schedules_framework_kind_check", oneOf(t.frameworkKind, FRAMEWORK_KINDS)),
    check("monitoring_schedules_threshold_check", sql`${t.passThreshold} >= 0 and ${t.passThreshold} <= 100`),
  ],
);

/** Where a control's readiness comes from (docs/api.md "Readiness"); `attestation` is the company's own statement. */
export const READINESS_SOURCE_TYPES = ["evidence", "document", "attestation", "test", "risk_assessment"] as const;
export type ReadinessSourceType = (typeof READINESS_SOURCE_TYPES)[number];
/** The data a company says it handles (a business profile's `dataTypes`): each brings conditional controls into scope. */
export const DATA_TYPES = ["personal_data", "sensitive_data", "health_data", "payment_cards", "children_data"] as const;
export type DataType = (typeof DATA_TYPES)[number];

/**
 * Per-control outcomes, stored compactly: each distinct reason once, and per control its id, a
 * status and the index of its reason (a NIST 800-53 result repeats a few dozen reasons across
 * 1,007 controls). lib/monitoring/dto.ts packs and unpacks it.
 */
export interface StoredControls {
  reasons: string[];
  /** Each distinct readiness source once (lib/readiness); absent in results stored before sources existed. */
  sources?: { type: ReadinessSourceType; id?: string; title: string; detail: string; counts: boolean }[];
  controls: [controlId: string, status: ControlStatus, reason: number, sources?: number[]][];
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
    status: text("status").$type<ResultStatus>().notNull(),
    score: doublePrecision("score"),
    previousScore: doublePrecision("previous_score"),
    // Plain json, not jsonb: written once, read whole, never queried inside — and a 1,000-control
    // result is much cheaper to store as validated text than to decompose into jsonb.
    controls: json("controls").$type<StoredControls>().notNull().default({ reasons: [], controls: [] }),
    error: text("error"),
    trigger: text("trigger").$type<ResultTrigger>().notNull(),
    startedAt: tstz("started_at").notNull(),
    completedAt: tstz("completed_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("monitoring_results_account_idx").on(t.accountId, t.createdAt, t.id),
    index("monitoring_results_schedule_idx").on(t.scheduleId, t.createdAt),
    check("monitoring_results_status_check", oneOf(t.status, RESULT_STATUSES)),
    check("monitoring_results_trigger_check", oneOf(t.trigger, RESULT_TRIGGERS)),
  ],
);

export const monitoringAlerts = pgTable(
  "monitoring_alerts",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    type: text("type").$type<AlertType>().notNull(),
    severity: text("severity").$type<AlertSeverity>().notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    /** A schedule's alerts name its framework and schedule; an integration's name the integration (and the test). */
    frameworkId: text("framework_id"),
    scheduleId: uuid("schedule_id").references(() => monitoringSchedules.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id").references(() => integrations.id, { onDelete: "cascade" }),
    testId: text("test_id"),
    /** The condition an alert stands for, one open alert each: its schedule, or its integration and test. */
    conditionKey: text("condition_key")
      .notNull()
      .generatedAlwaysAs(sql`coalesce('schedule:' || schedule_id::text, 'integration:' || integration_id::text || coalesce(':' || test_id, ''))`),
    /** The result that raised it. */
    resultId: uuid("result_id").references(() => monitoringResults.id, { onDelete: "cascade" }),
    /** The integration sync that raised it, and the latest one that still showed the condition. */
    syncId: uuid("sync_id").references(() => integrationSyncs.id, { onDelete: "set null" }),
    lastSyncId: uuid("last_sync_id").references(() => integrationSyncs.id, { onDelete: "set null" }),
    /**
     * `open` while its condition persists: later results with the same condition update this row
     * (occurrences, lastSeenAt, lastResultId) instead of raising another; `resolved` once a result clears it.
     */
    state: text("state").$type<AlertState>().notNull().default("open"),
    occurrences: integer("occurrences").notNull().default(1),
    lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
    lastResultId: uuid("last_result_id").references(() => monitoringResults.id, { onDelete: "set null" }),
    resolvedAt: tstz("resolved_at"),
    resolvedByResultId: uuid("resolved_by_result_id").references(() => monitoringResults.id, { onDelete: "set null" }),
    readAt: tstz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("monitoring_alerts_account_idx").on(t.accountId, t.createdAt, t.id),
    index("monitoring_alerts_unread_idx")
      .on(t.accountId)
      .where(sql`${t.readAt} is null`),
    // One alert of a kind per result, so a retried alert step cannot raise it twice.
    uniqueIndex("monitoring_alerts_result_type_key").on(t.resultId, t.type),
    check("monitoring_alerts_state_check", oneOf(t.state, ALERT_STATES)),
    check("monitoring_alerts_type_check", oneOf(t.type, ALERT_TYPES)),
    check("monitoring_alerts_severity_check", oneOf(t.severity, ALERT_SEVERITIES)),
    // At most one open alert per condition (schedule, or integration and test) and type: concurrent runs (a
    // scheduled and a manual one finishing together) meet here, and ON CONFLICT turns the second into an update.
    uniqueIndex("monitoring_alerts_open_condition_key")
      .on(t.conditionKey, t.type)
      .where(sql`${t.state} = 'open'`),
    index("monitoring_alerts_integration_idx").on(t.integrationId, t.testId),
    check("monitoring_alerts_subject_check", sql`(${t.scheduleId} is not null) <> (${t.integrationId} is not null)`),
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
    events: jsonb("events").$type<WebhookEvent[]>().notNull(),
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
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
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
    index("monitoring_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("monitoring_deliveries_event_key").on(t.webhookId, t.eventKey),
    check("monitoring_deliveries_status_check", oneOf(t.status, DELIVERY_STATUSES)),
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
