import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { ASSESSMENT_STATUSES, type AssessmentStatus, FRAMEWORK_STATUSES, type FrameworkStatus } from "@/lib/vocabulary";

// The custom-framework domain's stored vocabularies (docs/api.md §9).
export const FRAMEWORK_CATEGORIES = ["custom", "industry", "internal", "regulatory"] as const;
export type FrameworkCategory = (typeof FRAMEWORK_CATEGORIES)[number];

/** NIST OLIR relationship of a mapping's source control to its target (how much of one the other covers). */
export const MAPPING_RELATIONSHIPS = ["equivalent", "subset_of", "superset_of", "intersects_with"] as const;
export type MappingRelationship = (typeof MAPPING_RELATIONSHIPS)[number];

/** Where a mapping comes from: a person, an accepted suggestion, a copy of a built-in control, or an official crosswalk. */
export const MAPPING_ORIGINS = ["user", "suggestion", "copied", "crosswalk"] as const;
export type MappingOrigin = (typeof MAPPING_ORIGINS)[number];

export interface StoredMapping {
  framework: string;
  controlId: string;
  /** Absent on mappings stored before provenance existed: read as `user`. */
  origin?: MappingOrigin;
  relationship?: MappingRelationship;
  /** A suggestion's confidence (0..1) and the model version that made it. */
  confidence?: number;
  modelVersion?: string;
  /** A crosswalk's publication, named with its version. */
  source?: string;
}

/**
 * What an OSCAL import kept beyond the columns (lib/oscal): for a framework the catalog's metadata, groups and
 * import report; for a control its OSCAL id, class, parent, params, props, links and parts. An OSCAL export of
 * the framework writes these back, so export → import round-trips.
 */
export type StoredOscal = Record<string, unknown>;

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
    oscal: jsonb("oscal").$type<StoredOscal>(),
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
    oscal: jsonb("oscal").$type<StoredOscal>(),
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

export const SUGGESTION_DECISIONS = ["accepted", "rejected"] as const;
export type SuggestionDecision = (typeof SUGGESTION_DECISIONS)[number];

/**
 * A person accepting or rejecting a suggested mapping: later suggestions for the account weigh these (a query like an
 * earlier one ranks what was accepted higher and what was rejected lower). The query is kept as text.
 */
export const mappingSuggestionFeedback = pgTable(
  "mapping_suggestion_feedback",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    queryText: text("query_text").notNull(),
    framework: text("framework").notNull(),
    controlId: text("control_id").notNull(),
    decision: text("decision").$type<SuggestionDecision>().notNull(),
    confidence: doublePrecision("confidence"),
    modelVersion: text("model_version"),
    decidedBy: uuid("decided_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mapping_suggestion_feedback_account_idx").on(t.accountId, t.createdAt, t.id),
    check("mapping_suggestion_feedback_decision_check", oneOf(t.decision, SUGGESTION_DECISIONS)),
  ],
);
