import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { RISK_ASSESSMENT_STATUSES, RISK_STATUSES, RISK_TASK_STATUSES, type RiskAssessmentStatus, type RiskStatus, type RiskTaskStatus } from "@/lib/vocabulary";

// The risk register's vocabularies (docs/api.md "Risks"): each list is the CHECK, the zod enum and the label map's key
// set (lib/format/labels.ts), in its canonical order. The statuses are lib/vocabulary's.

/** What kind of risk it is; `custom` carries the account's own word in `custom_category`. */
export const RISK_CATEGORIES = ["security", "privacy", "operational", "compliance", "vendor", "strategic", "custom"] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** ISO/IEC 27005's four options: reduce the risk with controls, retain it, share it with a third party, or stop the activity. */
export const RISK_TREATMENTS = ["mitigate", "accept", "transfer", "avoid"] as const;
export type RiskTreatment = (typeof RISK_TREATMENTS)[number];

/** How often a risk is reviewed; the next review date follows from the last review (or the risk's creation). */
export const RISK_REVIEW_CADENCES = ["monthly", "quarterly", "semiannual", "annual"] as const;
export type RiskReviewCadence = (typeof RISK_REVIEW_CADENCES)[number];

/** The most levels a likelihood or impact scale may have (the default scale is 5 × 5). */
export const RISK_SCALE_MAX_LEVELS = 10;

/**
 * One risk of the account's register. Likelihood and impact are levels of the account's scale (1 = lowest), stored as
 * numbers; a score is likelihood × impact. Residual levels are null until the risk is scored after treatment, then the
 * register, the matrix and the filters read them (a risk without them counts at its inherent levels).
 */
export const risks = pgTable(
  "risks",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** …: the account's own numbering, never reused. */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category").$type<RiskCategory>().notNull(),
    customCategory: text("custom_category"),
    /** The assets or systems concerned, in words. */
    scope: text("scope"),
    threat: text("threat"),
    vulnerability: text("vulnerability"),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    inherentLikelihood: integer("inherent_likelihood"),
    inherentImpact: integer("inherent_impact"),
    treatment: text("treatment").$type<RiskTreatment>(),
    treatmentPlan: text("treatment_plan"),
    residualLikelihood: integer("residual_likelihood"),
    residualImpact: integer("residual_impact"),
    targetDate: date("target_date", { mode: "string" }),
    status: text("status").$type<RiskStatus>().notNull(),
    reviewCadence: text("review_cadence").$type<RiskReviewCadence>().notNull(),
    lastReviewedAt: tstz("last_reviewed_at"),
    nextReviewDate: date("next_review_date", { mode: "string" }).notNull(),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: tstz("accepted_at"),
    acceptanceJustification: text("acceptance_justification"),
    acceptanceExpiresOn: date("acceptance_expires_on", { mode: "string" }),
    /** The library entry the risk was added from, if any. */
    libraryId: text("library_id"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("risks_number_key").on(t.accountId, t.number),
    index("risks_list_idx").on(t.accountId, t.createdAt, t.id),
    index("risks_owner_idx").on(t.accountId, t.ownerId),
    check("risks_category_check", oneOf(t.category, RISK_CATEGORIES)),
    check("risks_treatment_check", oneOf(t.treatment, RISK_TREATMENTS)),
    check("risks_status_check", oneOf(t.status, RISK_STATUSES)),
    check("risks_review_cadence_check", oneOf(t.reviewCadence, RISK_REVIEW_CADENCES)),
    check("risks_levels_check", sql`coalesce(least(${t.inherentLikelihood}, ${t.inherentImpact}, ${t.residualLikelihood}, ${t.residualImpact}), 1) >= 1`),
  ],
);

/** A step of a risk's treatment plan: a task with an assignee and a due date. */
export const riskTasks = pgTable(
  "risk_tasks",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    riskId: uuid("risk_id")
      .notNull()
      .references(() => risks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    status: text("status").$type<RiskTaskStatus>().notNull().default("open"),
    completedAt: tstz("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("risk_tasks_risk_idx").on(t.riskId, t.createdAt, t.id),
    index("risk_tasks_assignee_idx").on(t.accountId, t.assigneeId, t.status),
    check("risk_tasks_status_check", oneOf(t.status, RISK_TASK_STATUSES)),
  ],
);

/** The existing controls a risk is linked to (built-in or custom framework controls); each control's page lists its risks. */
export const riskControls = pgTable(
  "risk_controls",
  {
    riskId: uuid("risk_id")
      .notNull()
      .references(() => risks.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** A built-in framework id or a custom framework id. */
    frameworkId: text("framework_id").notNull(),
    controlId: text("control_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.riskId, t.frameworkId, t.controlId] }), index("risk_controls_lookup_idx").on(t.accountId, t.frameworkId, t.controlId)],
);

/** What a history entry records of a risk: its scores and where it stands. */
export interface RiskScoreState {
  inherentLikelihood: number | null;
  inherentImpact: number | null;
  residualLikelihood: number | null;
  residualImpact: number | null;
  status: RiskStatus;
  treatment: RiskTreatment | null;
}

/** Every change of a risk's scores, status or treatment: who, when, before and after (before is null at creation). */
export const riskHistory = pgTable(
  "risk_history",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    riskId: uuid("risk_id")
      .notNull()
      .references(() => risks.id, { onDelete: "cascade" }),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: tstz("changed_at").notNull(),
    before: jsonb("before").$type<RiskScoreState>(),
    after: jsonb("after").$type<RiskScoreState>().notNull(),
  },
  (t) => [index("risk_history_risk_idx").on(t.riskId, t.changedAt, t.id)],
);

/** The account's likelihood and impact scales: one label per level, lowest first. No row: the default 5 × 5. */
export const riskScales = pgTable("risk_scales", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  likelihoodLabels: jsonb("likelihood_labels").$type<string[]>().notNull(),
  impactLabels: jsonb("impact_labels").$type<string[]>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** One risk as a risk assessment holds it: what the register said when the assessment was taken. */
export interface RiskSnapshotEntry {
  riskId: string;
  reference: string;
  title: string;
  category: string;
  status: RiskStatus;
  owner: { id: string; name: string } | null;
  inherentLikelihood: number | null;
  inherentImpact: number | null;
  inherentScore: number | null;
  residualLikelihood: number | null;
  residualImpact: number | null;
  residualScore: number | null;
  treatment: RiskTreatment | null;
  treatmentPlan: string | null;
  openTasks: number;
  doneTasks: number;
  acceptanceExpiresOn: string | null;
  controls: { framework: string; controlId: string }[];
}

/**
 * A dated risk assessment: a snapshot of every risk of the register (scores, treatment, owner) and the scales they were
 * scored on, `draft` until an owner or admin signs it off. A signed assessment never changes.
 */
export const riskAssessments = pgTable(
  "risk_assessments",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary"),
    status: text("status").$type<RiskAssessmentStatus>().notNull().default("draft"),
    /** The day the assessment is of. */
    assessedOn: date("assessed_on", { mode: "string" }).notNull(),
    risks: jsonb("risks").$type<RiskSnapshotEntry[]>().notNull(),
    scale: jsonb("scale").$type<{ likelihood: string[]; impact: string[] }>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    signedBy: uuid("signed_by").references(() => users.id, { onDelete: "set null" }),
    signedAt: tstz("signed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("risk_assessments_list_idx").on(t.accountId, t.createdAt, t.id),
    check("risk_assessments_status_check", oneOf(t.status, RISK_ASSESSMENT_STATUSES)),
  ],
);
