import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { evidenceFiles, evidenceItems } from "./evidence";
import {
  INTEGRATION_PROVIDERS,
  type IntegrationProvider,
  SYNC_STATUSES,
  type SyncStatus,
  TEST_OUTCOMES,
  TEST_SEVERITIES,
  type TestOutcome,
  type TestSeverity,
} from "@/lib/vocabulary";

// The integrations domain's own vocabularies (docs/api.md "Integrations"): each list is the CHECK, the zod enum
// and the label map's key set (lib/format/labels.ts). Providers, statuses, outcomes and severities are lib/vocabulary's.

export const SYNC_FREQUENCIES = ["hourly", "daily", "weekly"] as const;
export type SyncFrequency = (typeof SYNC_FREQUENCIES)[number];

/** `push`: resources that arrived over the API (device agent, custom types). */
export const SYNC_TRIGGERS = ["scheduled", "manual", "push"] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];

// Vocabularies the API answers but no column stores (each is worked out when read); here so that the zod enums and
// the label maps share one list all the same.
/** How an integration gets its resources (its connector's `mode`): `pull` syncs on a schedule, `push` receives them over the API. */
export const INTEGRATION_MODES = ["pull", "push"] as const;
export type IntegrationMode = (typeof INTEGRATION_MODES)[number];

/** Where a test comes from: a connector's catalog, or the account's own CEL tests (`customTests`). */
export const TEST_SOURCES = ["builtin", "custom"] as const;
export type TestSource = (typeof TEST_SOURCES)[number];

/** An account's connection to one system. Soft-deleted: syncs, results and their evidence stay as history. */
export const integrations = pgTable(
  "integrations",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    provider: text("provider").$type<IntegrationProvider>().notNull(),
    name: text("name").notNull(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    /** AES-256-GCM of the credentials JSON (lib/crypto/sealed-text.ts, purpose "integration-credentials"); never answered. */
    credentialsCiphertext: text("credentials_ciphertext"),
    /** Names of the credential fields that are set, so the console can say "token: set" without opening them. */
    credentialFields: jsonb("credential_fields").$type<string[]>().notNull().default([]),
    syncFrequency: text("sync_frequency").$type<SyncFrequency>().notNull().default("daily"),
    /** A paused integration is not synced by the scheduler; "Sync now" and pushes still work. */
    paused: boolean("paused").notNull().default(false),
    /** Null for push integrations: nothing is pulled. */
    nextSyncAt: tstz("next_sync_at"),
    lastSyncAt: tstz("last_sync_at"),
    lastSyncId: uuid("last_sync_id"),
    lastSyncStatus: text("last_sync_status").$type<SyncStatus>(),
    lastSyncError: text("last_sync_error"),
    /** Lease of the scheduler instance running its due sync (as monitoring schedules have). */
    claimId: uuid("claim_id"),
    claimedUntil: tstz("claimed_until"),
    /** The library evidence item that holds this integration's snapshots, one version per sync. */
    evidenceId: uuid("evidence_id").references(() => evidenceItems.id, { onDelete: "set null" }),
    createdByType: text("created_by_type").notNull(),
    createdById: text("created_by_id"),
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("integrations_account_idx").on(t.accountId, t.createdAt, t.id),
    index("integrations_due_idx")
      .on(t.nextSyncAt)
      .where(sql`${t.deletedAt} is null and ${t.paused} = false`),
    // The scheduler's fairness count: syncs in flight per account.
    index("integrations_claimed_idx")
      .on(t.accountId)
      .where(sql`${t.claimedUntil} is not null`),
    check("integrations_provider_check", oneOf(t.provider, INTEGRATION_PROVIDERS)),
    check("integrations_sync_frequency_check", oneOf(t.syncFrequency, SYNC_FREQUENCIES)),
    check("integrations_last_sync_status_check", oneOf(t.lastSyncStatus, SYNC_STATUSES)),
  ],
);

/** One sync (or one push): what it saw, what it concluded, and the evidence snapshot it wrote. */
export const integrationSyncs = pgTable(
  "integration_syncs",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    trigger: text("trigger").$type<SyncTrigger>().notNull(),
    status: text("status").$type<SyncStatus>().notNull().default("running"),
    startedAt: tstz("started_at").notNull(),
    completedAt: tstz("completed_at"),
    resourcesSeen: integer("resources_seen").notNull().default(0),
    resourcesNew: integer("resources_new").notNull().default(0),
    resourcesGone: integer("resources_gone").notNull().default(0),
    passing: integer("passing").notNull().default(0),
    failing: integer("failing").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    notApplicable: integer("not_applicable").notNull().default(0),
    excluded: integer("excluded").notNull().default(0),
    error: text("error"),
    /** The snapshot file (JSON of every resource and outcome) and the evidence version it became. */
    snapshotFileId: uuid("snapshot_file_id").references(() => evidenceFiles.id, { onDelete: "set null" }),
    snapshotSha256: text("snapshot_sha256"),
    evidenceVersion: integer("evidence_version"),
    /** Lease while running, so a crashed instance's sync is recorded as failed instead of running forever. */
    heartbeatAt: tstz("heartbeat_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("integration_syncs_integration_idx").on(t.integrationId, t.createdAt, t.id),
    check("integration_syncs_trigger_check", oneOf(t.trigger, SYNC_TRIGGERS)),
    check("integration_syncs_status_check", oneOf(t.status, SYNC_STATUSES)),
  ],
);

/** What syncs discovered; `goneAt` once a complete sync no longer sees it (kept as history). */
export const integrationResources = pgTable(
  "integration_resources",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    externalId: text("external_id").notNull(),
    name: text("name").notNull(),
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the attributes' canonical JSON: a sync rewrites a resource only when it changed. */
    attributesHash: text("attributes_hash").notNull().default(""),
    firstSeenAt: tstz("first_seen_at").notNull(),
    /**
     * When a write last saw it: its first sighting, a change, a push, or (for a resource gone) the last sync that saw
     * it. A current resource of a pulled integration was also seen by the integration's last sync (lastSyncAt).
     */
    lastSeenAt: tstz("last_seen_at").notNull(),
    goneAt: tstz("gone_at"),
  },
  (t) => [
    uniqueIndex("integration_resources_key").on(t.integrationId, t.type, t.externalId),
    index("integration_resources_list_idx").on(t.integrationId, t.type, t.name, t.id),
    index("integration_resources_account_idx").on(t.accountId, t.type),
  ],
);

/**
 * The account's own tests (CEL expressions over one resource type). Built-in tests live in the connectors;
 * a custom test's public id is `custom.<key>`.
 */
export const customTests = pgTable(
  "custom_tests",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    resourceType: text("resource_type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    rationale: text("rationale").notNull().default(""),
    /** True means passing. Evaluated with `resource` (name, externalId, type) and `attributes` in scope. */
    expression: text("expression").notNull(),
    /** Optional CEL deciding whether the test applies at all (false → not_applicable). */
    appliesWhen: text("applies_when"),
    severity: text("severity").$type<TestSeverity>().notNull(),
    remediation: text("remediation").notNull().default(""),
    /** Control references (built-in or custom framework id and control id) the test evidences. */
    controls: jsonb("controls").$type<{ framework: string; controlId: string }[]>().notNull(),
    createdByType: text("created_by_type").notNull(),
    createdById: text("created_by_id"),
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("custom_tests_key")
      .on(t.accountId, t.key)
      .where(sql`${t.deletedAt} is null`),
    index("custom_tests_account_idx").on(t.accountId, t.resourceType),
    check("custom_tests_severity_check", oneOf(t.severity, TEST_SEVERITIES)),
  ],
);

/** The current outcome of one test on one resource; rewritten only when the outcome or its detail changes. */
export const testResults = pgTable(
  "test_results",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => integrationResources.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    outcome: text("outcome").$type<TestOutcome>().notNull(),
    detail: text("detail").notNull(),
    /** When this outcome began (a failing result: failing since). */
    since: tstz("since").notNull(),
    /** Failing results: remediation due (since + the account's SLA for the test's severity at that time). */
    dueAt: tstz("due_at"),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.testId] }),
    index("test_results_test_idx").on(t.accountId, t.testId, t.outcome),
    index("test_results_integration_idx").on(t.integrationId, t.testId),
    check("test_results_outcome_check", oneOf(t.outcome, TEST_OUTCOMES)),
  ],
);

/** Every change of a result's outcome: when a test started failing on a resource, and when it recovered. */
export const testResultChanges = pgTable(
  "test_result_changes",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => integrationResources.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    syncId: uuid("sync_id").references(() => integrationSyncs.id, { onDelete: "set null" }),
    /** Null for the first evaluation of a resource. */
    fromOutcome: text("from_outcome").$type<TestOutcome>(),
    toOutcome: text("to_outcome").$type<TestOutcome>().notNull(),
    detail: text("detail").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("test_result_changes_test_idx").on(t.accountId, t.testId, t.createdAt, t.id),
    index("test_result_changes_resource_idx").on(t.resourceId, t.createdAt),
    check("test_result_changes_from_check", oneOf(t.fromOutcome, TEST_OUTCOMES)),
    check("test_result_changes_to_check", oneOf(t.toOutcome, TEST_OUTCOMES)),
  ],
);

/** Per sync and test, the counts: the history chart of a test. */
export const integrationSyncTests = pgTable(
  "integration_sync_tests",
  {
    syncId: uuid("sync_id")
      .notNull()
      .references(() => integrationSyncs.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    passing: integer("passing").notNull(),
    failing: integer("failing").notNull(),
    errors: integer("errors").notNull(),
    notApplicable: integer("not_applicable").notNull(),
    excluded: integer("excluded").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.syncId, t.testId] }), index("integration_sync_tests_test_idx").on(t.accountId, t.testId, t.createdAt)],
);

/** A resource excluded from one test, with a reason and an expiry; revoking keeps the row. */
export const testExclusions = pgTable(
  "test_exclusions",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => integrationResources.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    createdByType: text("created_by_type").notNull(),
    createdById: text("created_by_id"),
    createdAt: createdAt(),
    revokedAt: tstz("revoked_at"),
    revokedBy: text("revoked_by"),
  },
  (t) => [
    index("test_exclusions_test_idx").on(t.accountId, t.testId, t.createdAt, t.id),
    index("test_exclusions_resource_idx").on(t.resourceId, t.testId),
    // One standing exclusion per test and resource; a new one needs the old one revoked (or expired — checked in the service).
    uniqueIndex("test_exclusions_active_key")
      .on(t.testId, t.resourceId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Account-wide settings of automated tests: days to fix a failing test, by severity. */
export const testSettings = pgTable("test_settings", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  remediationDays: jsonb("remediation_days").$type<Record<TestSeverity, number>>().notNull(),
  updatedAt: updatedAt(),
});
