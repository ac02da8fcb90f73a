import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { createdAt, id, tstz, updatedAt } from "./columns";

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
    frameworkKind: text("framework_kind").$type<"builtin" | "custom">().notNull(),
    type: text("type").$type<"type_i" | "type_ii">().notNull(),
    title: text("title").notNull(),
    description: text("description"),
    targetCompletion: tstz("target_completion"),
    status: text("status").notNull().default("draft"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: tstz("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("audits_account_idx").on(t.accountId, t.createdAt, t.id),
    check("audits_status_check", sql`${t.status} in ('draft','in_progress','evidence_review','findings','complete')`),
    check("audits_type_check", sql`${t.type} in ('type_i','type_ii')`),
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
    status: text("status").notNull().default("pending"),
    auditorNotes: text("auditor_notes"),
    evidenceSufficient: boolean("evidence_sufficient"),
    reviewedAt: tstz("reviewed_at"),
    reviewedBy: uuid("reviewed_by"),
  },
  (t) => [
    uniqueIndex("audit_controls_audit_control_key").on(t.auditId, t.controlId),
    index("audit_controls_order_idx").on(t.auditId, t.sortOrder, t.id),
    index("audit_controls_status_idx").on(t.auditId, t.status),
    check("audit_controls_status_check", sql`${t.status} in ('pending','passed','failed','needs_evidence')`),
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
    status: text("status").$type<"pending" | "accepted" | "replaced">().notNull().default("pending"),
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
    check("audit_invitations_status_check", sql`${t.status} in ('pending','accepted','replaced')`),
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
    severity: text("severity").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    remediation: text("remediation"),
    status: text("status").notNull().default("open"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("audit_findings_audit_idx").on(t.auditId, t.createdAt, t.id),
    check("audit_findings_severity_check", sql`${t.severity} in ('critical','major','minor','observation')`),
    check("audit_findings_status_check", sql`${t.status} in ('open','in_progress','resolved','accepted')`),
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
    type: text("type").notNull(),
    actorType: text("actor_type").$type<"customer" | "auditor">().notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    controlId: text("control_id"),
    status: text("status"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    at: createdAt(),
  },
  (t) => [index("audit_activity_audit_idx").on(t.auditId, t.at, t.id)],
);
