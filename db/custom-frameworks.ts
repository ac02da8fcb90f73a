import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";

// The custom-framework domain's stored vocabularies (docs/api.md §9).
export const FRAMEWORK_CATEGORIES = ["custom", "industry", "internal", "regulatory"] as const;
export type FrameworkCategory = (typeof FRAMEWORK_CATEGORIES)[number];

export const FRAMEWORK_STATUSES = ["draft", "published"] as const;
export type FrameworkStatus = (typeof FRAMEWORK_STATUSES)[number];

export const ASSESSMENT_STATUSES = ["compliant", "partially_compliant", "non_compliant"] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** Per control inside an assessment's `controls` JSON; derived from the readiness model (lib/readiness/status-vocabularies.ts). */
export const CONTROL_ASSESSMENT_STATUSES = ["satisfied", "stale", "missing", "not_applicable"] as const;
export type ControlAssessmentStatus = (typeof CONTROL_ASSESSMENT_STATUSES)[number];

export interface StoredMapping {
  framework: string;
  controlId: string;
}

/**
 * A customer-built framework (docs/api.md §9). Soft-deleted rows keep their controls so audits
 * that snapshot them and assessments that refer to them stay explainable.
 */
export const customFrameworks = pgTable(
  "custom_frameworks",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    version: text("version"),
    category: text("category").$type<FrameworkCategory>(),
    status: text("status").$type<FrameworkStatus>().notNull().default("draft"),
    /** Where it came from: `builtin:soc2`, `custom:<uuid>`, `import:json`, `import:csv`, or null. */
    origin: text("origin"),
    publishedAt: tstz("published_at"),
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("custom_frameworks_account_idx").on(t.accountId, t.createdAt, t.id),
    check("custom_frameworks_status_check", oneOf(t.status, FRAMEWORK_STATUSES)),
    check("custom_frameworks_category_check", sql`${t.category} is null or ${oneOf(t.category, FRAMEWORK_CATEGORIES)}`),
  ],
);

/** Controls of a custom framework; `sort_order` is always the position 0..n-1. */
export const customControls = pgTable(
  "custom_controls",
  {
    id: id(),
    frameworkId: uuid("framework_id")
      .notNull()
      .references(() => customFrameworks.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    controlIdLabel: text("control_id_label").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category"),
    evidenceRequirements: text("evidence_requirements"),
    testCriteria: text("test_criteria"),
    standardMappings: jsonb("standard_mappings").$type<StoredMapping[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("custom_controls_label_key").on(t.frameworkId, t.controlIdLabel),
    index("custom_controls_order_idx").on(t.frameworkId, t.sortOrder, t.id),
  ],
);

/** Every assessment run, kept; the latest per framework is what `GET …/assessment` answers. */
export const customAssessments = pgTable(
  "custom_framework_assessments",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    frameworkId: uuid("framework_id")
      .notNull()
      .references(() => customFrameworks.id, { onDelete: "cascade" }),
    /** 0..100 to two decimals, as the readiness model gives it (docs/api.md "Readiness"). */
    score: doublePrecision("score").notNull(),
    status: text("status").$type<AssessmentStatus>().notNull(),
    controls: jsonb("controls").notNull(),
    assessedAt: tstz("assessed_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("custom_assessments_latest_idx").on(t.frameworkId, t.assessedAt, t.id),
    check("custom_assessments_status_check", oneOf(t.status, ASSESSMENT_STATUSES)),
  ],
);
