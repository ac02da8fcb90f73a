import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { FRAMEWORK_KINDS, type FrameworkKind } from "./frameworks";
import {
  AUDIT_CONTROL_STATUSES,
  AUDIT_STATUSES,
  type AuditControlStatus,
  type AuditStatus,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  type FindingSeverity,
  type FindingStatus,
  INVITATION_STATUSES,
  type InvitationStatus,
} from "@/lib/vocabulary";

// The audit family's vocabularies (docs/api.md §8): each list is the CHECK, the zod enum and the label
// map's key set (lib/format/labels.ts), in its canonical order. Statuses and severities are lib/vocabulary's.

export const AUDIT_TYPES = ["type_i", "type_ii"] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export const ACTIVITY_TYPES = [
  "audit_created",
  "audit_updated",
  "status_changed",
  "auditor_invited",
  "auditor_joined",
  "control_reviewed",
  "evidence_requested",
  "evidence_submitted",
  "finding_created",
  "finding_updated",
  "report_generated",
  "audit_completed",
  "scope_changed",
  "population_added",
  "population_asserted",
  "sample_drawn",
  "sample_item_tested",
  "evidence_accepted",
  "evidence_returned",
  "comment_added",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Who did something in an audit: the audited account's people or the invited auditor. */
export const ACTOR_TYPES = ["customer", "auditor"] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** An audit of one account against a built-in or published custom framework (docs/api.md §8). */
export const audits = pgTable(
  "audits",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    frameworkId: text("framework_id").notNull(),
    /** Name and kind at creation: the audit keeps describing what was audited if the source changes. */
    frameworkName: text("framework_name").notNull(),
    frameworkKind: text("framework_kind").$type<FrameworkKind>().notNull(),
    type: text("type").$type<AuditType>().notNull(),
    title: text("title").notNull(),
    description: text("description"),
    targetCompletion: tstz("target_completion"),
    /**
     * What the audit attests to (docs/api.md §8): a Type II tests operation over the observation period
     * `[period_start, period_end]`, a Type I design at one date `as_of`. Calendar dates, inclusive.
     */
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    asOf: date("as_of", { mode: "string" }),
    status: text("status").$type<AuditStatus>().notNull().default("draft"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: tstz("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("audits_account_idx").on(t.accountId, t.createdAt, t.id),
    check("audits_status_check", oneOf(t.status, AUDIT_STATUSES)),
    check("audits_type_check", oneOf(t.type, AUDIT_TYPES)),
    check("audits_framework_kind_check", oneOf(t.frameworkKind, FRAMEWORK_KINDS)),
    check("audits_period_order_check", sql`${t.periodStart} is null or ${t.periodEnd} is null or ${t.periodStart} <= ${t.periodEnd}`),
  ],
);

/** The framework's controls as they were when the audit was created, with the auditor's review. */
export const auditControls = pgTable(
  "audit_controls",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    controlId: text("control_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default(""),
    sortOrder: integer("sort_order").notNull(),
    status: text("status").$type<AuditControlStatus>().notNull().default("pending"),
    auditorNotes: text("auditor_notes"),
    evidenceSufficient: boolean("evidence_sufficient"),
    reviewedAt: tstz("reviewed_at"),
    reviewedBy: uuid("reviewed_by"),
    /** Why the auditor did not test the control (status `not_tested`, set at completion). */
    notTestedReason: text("not_tested_reason"),
    /** Scope, decided before fieldwork: an excluded control is not reviewed, and the report lists it with its reason. */
    inScope: boolean("in_scope").notNull().default(true),
    scopeReason: text("scope_reason"),
  },
  (t) => [
    uniqueIndex("audit_controls_audit_control_key").on(t.auditId, t.controlId),
    index("audit_controls_order_idx").on(t.auditId, t.sortOrder, t.id),
    index("audit_controls_status_idx").on(t.auditId, t.status),
    check("audit_controls_status_check", oneOf(t.status, AUDIT_CONTROL_STATUSES)),
  ],
);

/**
 * Auditor invitations. The magic-link token is stored only as its SHA-256; `status` is
 * `pending` until accepted, `accepted` after, `replaced` when a newer invitation to the same
 * e-mail for the same audit supersedes it (its token and any JWT issued from it stop working).
 */
export const auditInvitations = pgTable(
  "audit_invitations",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    firm: text("firm"),
    tokenHash: text("token_hash").notNull(),
    status: text("status").$type<InvitationStatus>().notNull().default("pending"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: tstz("expires_at").notNull(),
    acceptedAt: tstz("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("audit_invitations_token_key").on(t.tokenHash),
    // At most one live invitation per e-mail and audit; replacing flips the older one first.
    uniqueIndex("audit_invitations_live_key")
      .on(t.auditId, t.email)
      .where(sql`${t.status} <> 'replaced'`),
    index("audit_invitations_audit_idx").on(t.auditId, t.createdAt),
    check("audit_invitations_status_check", oneOf(t.status, INVITATION_STATUSES)),
  ],
);

export const auditFindings = pgTable(
  "audit_findings",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    controlId: text("control_id").notNull(),
    severity: text("severity").$type<FindingSeverity>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    remediation: text("remediation"),
    status: text("status").$type<FindingStatus>().notNull().default("open"),
    createdBy: uuid("created_by"),
    /** The customer's side: who owns the fix, by when, and their management response (remediation plan). */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    dueAt: tstz("due_at"),
    managementResponse: text("management_response"),
    managementResponseAt: tstz("management_response_at"),
    managementResponseBy: uuid("management_response_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("audit_findings_audit_idx").on(t.auditId, t.createdAt, t.id),
    index("audit_findings_owner_idx").on(t.ownerUserId),
    check("audit_findings_severity_check", oneOf(t.severity, FINDING_SEVERITIES)),
    check("audit_findings_status_check", oneOf(t.status, FINDING_STATUSES)),
  ],
);

/** One row per change of either scope, written in the change's transaction (docs/api.md §8). */
export const auditActivity = pgTable(
  "audit_activity",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    type: text("type").$type<ActivityType>().notNull(),
    actorType: text("actor_type").$type<ActorType>().notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    controlId: text("control_id"),
    status: text("status"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    at: createdAt(),
  },
  (t) => [
    index("audit_activity_audit_idx").on(t.auditId, t.at, t.id),
    check("audit_activity_type_check", oneOf(t.type, ACTIVITY_TYPES)),
    check("audit_activity_actor_type_check", oneOf(t.actorType, ACTOR_TYPES)),
  ],
);
