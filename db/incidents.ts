import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { INCIDENT_ACTION_STATUSES, INCIDENT_ENTRY_KINDS, INCIDENT_SEVERITIES, INCIDENT_STATUSES } from "@/lib/vocabulary";
import { accounts, users } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";

/**
 * The incident register (SOC 2 CC7.3–CC7.5, ISO/IEC 27001 A.5.24–A.5.28, HIPAA 164.308(a)(6)): what happened, how it
 * was handled and what was learned. `number` is the account's own running reference (INC-7).
 */
export const incidents = pgTable(
  "incidents",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    severity: text("severity", { enum: INCIDENT_SEVERITIES }).notNull(),
    status: text("status", { enum: INCIDENT_STATUSES }).notNull().default("open"),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    detectedAt: tstz("detected_at").notNull(),
    occurredAt: tstz("occurred_at"),
    containedAt: tstz("contained_at"),
    resolvedAt: tstz("resolved_at"),
    closedAt: tstz("closed_at"),
    affectedSystems: jsonb("affected_systems").$type<string[]>().notNull().default([]),
    affectedData: text("affected_data"),
    personalDataBreach: boolean("personal_data_breach").notNull().default(false),
    healthDataInvolved: boolean("health_data_involved").notNull().default(false),
    affectedIndividuals: integer("affected_individuals"),
    authorityNotifiedAt: tstz("authority_notified_at"),
    authorityName: text("authority_name"),
    authorityReference: text("authority_reference"),
    individualsNotifiedAt: tstz("individuals_notified_at"),
    hhsNotifiedAt: tstz("hhs_notified_at"),
    rootCause: text("root_cause"),
    wentWell: text("went_well"),
    wentBadly: text("went_badly"),
    reviewCompletedAt: tstz("review_completed_at"),
    reviewCompletedBy: uuid("review_completed_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("incidents_account_number_unique").on(t.accountId, t.number),
    index("incidents_account_detected_idx").on(t.accountId, t.detectedAt),
    check("incidents_severity_check", oneOf(t.severity, INCIDENT_SEVERITIES)),
    check("incidents_status_check", oneOf(t.status, INCIDENT_STATUSES)),
    check("incidents_affected_individuals_check", sql`${t.affectedIndividuals} is null or ${t.affectedIndividuals} >= 0`),
  ],
);

/** What happened when, in order: people's notes and the changes the product records for them. */
export const incidentTimelineEntries = pgTable(
  "incident_timeline_entries",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: INCIDENT_ENTRY_KINDS }).notNull(),
    /** When it happened, which may be before it was written down. */
    at: tstz("at").notNull(),
    body: text("body").notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("incident_timeline_incident_idx").on(t.incidentId, t.at), check("incident_timeline_kind_check", oneOf(t.kind, INCIDENT_ENTRY_KINDS))],
);

/** The controls an incident tested or showed failing, built-in or custom. */
export const incidentControls = pgTable(
  "incident_controls",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    frameworkId: text("framework_id").notNull(),
    controlId: text("control_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.frameworkId, t.controlId] }),
    index("incident_controls_control_idx").on(t.accountId, t.frameworkId, t.controlId),
  ],
);

/** The post-incident review's actions: work with an owner and a due date. */
export const incidentActions = pgTable(
  "incident_actions",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    dueOn: date("due_on", { mode: "string" }),
    status: text("status", { enum: INCIDENT_ACTION_STATUSES }).notNull().default("open"),
    doneAt: tstz("done_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("incident_actions_incident_idx").on(t.incidentId),
    index("incident_actions_owner_idx").on(t.accountId, t.ownerUserId),
    check("incident_actions_status_check", oneOf(t.status, INCIDENT_ACTION_STATUSES)),
  ],
);
