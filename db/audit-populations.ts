import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { auditEvidenceRequests } from "./audit-evidence-requests";
import { auditFindings, audits } from "./audits";
import { createdAt, id, oneOf, tstz } from "./columns";
import { SAMPLE_ITEM_RESULTS, type SampleItemResult } from "@/lib/vocabulary";

// Populations and samples of a Type II audit (docs/api.md §8, docs/sampling.md). In their own file because a
// sampled item points at the evidence request it became, and those point at audits: one direction each.

/** What a population lists, for one control activity in the period. */
export const POPULATION_KINDS = ["new_hires", "terminations", "changes", "access_reviews", "incidents", "backups", "vulnerability_scans", "other"] as const;
export type PopulationKind = (typeof POPULATION_KINDS)[number];

/** How often the control activity runs: picks the row of the sample-size table (lib/sampling/sample-size.ts). */
export const CONTROL_FREQUENCIES = ["annual", "quarterly", "monthly", "weekly", "daily", "multiple_daily"] as const;
export type ControlFrequency = (typeof CONTROL_FREQUENCIES)[number];

/** `register`: the product's own register of that kind (incidents: lib/incidents). */
export const POPULATION_SOURCES = ["csv", "api", "integration", "register"] as const;
export type PopulationSource = (typeof POPULATION_SOURCES)[number];

export const auditPopulations = pgTable(
  "audit_populations",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    controlId: text("control_id").notNull(),
    name: text("name").notNull(),
    kind: text("kind").$type<PopulationKind>().notNull(),
    frequency: text("frequency").$type<ControlFrequency>().notNull(),
    source: text("source").$type<PopulationSource>().notNull(),
    /** The uploaded file's name, or the integration the rows came from. */
    sourceDetail: text("source_detail"),
    /** The data columns every row carries besides key, date and owner, in upload order. */
    columns: jsonb("columns").$type<string[]>().notNull().default([]),
    rowCount: integer("row_count").notNull(),
    /** The earliest and latest item dates: how much of the audit period the rows cover. */
    coverageFrom: tstz("coverage_from"),
    coverageTo: tstz("coverage_to"),
    /** SHA-256 (hex) of the content as received: the CSV bytes, or the canonical JSON of pushed rows (docs/sampling.md). */
    sha256: text("sha256").notNull(),
    /** Who answers for the population: asserts its completeness, and gets a sampled item nobody else owns. */
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    completenessAssertedBy: uuid("completeness_asserted_by").references(() => users.id, { onDelete: "set null" }),
    completenessAssertedAt: tstz("completeness_asserted_at"),
    completenessStatement: text("completeness_statement"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_populations_audit_idx").on(t.auditId, t.createdAt, t.id),
    check("audit_populations_kind_check", oneOf(t.kind, POPULATION_KINDS)),
    check("audit_populations_frequency_check", oneOf(t.frequency, CONTROL_FREQUENCIES)),
    check("audit_populations_source_check", oneOf(t.source, POPULATION_SOURCES)),
  ],
);

/** One item of a population, numbered 1..row_count in the order received: the numbers a sample draws. */
export const auditPopulationRows = pgTable(
  "audit_population_rows",
  {
    populationId: uuid("population_id")
      .notNull()
      .references(() => auditPopulations.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    /** The item's own identifier (an employee id, a pull request number, a ticket). */
    itemKey: text("item_key").notNull(),
    occurredAt: tstz("occurred_at"),
    /** Who should answer for the item if it is sampled, when the source names someone. */
    ownerEmail: text("owner_email"),
    data: jsonb("data").$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.populationId, t.rowNumber] })],
);

/** A sample the auditor drew from a population: re-performable from `seed` with `algorithm` (docs/sampling.md). */
export const auditSamples = pgTable(
  "audit_samples",
  {
    id: id(),
    auditId: uuid("audit_id")
      .notNull()
      .references(() => audits.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    populationId: uuid("population_id")
      .notNull()
      .references(() => auditPopulations.id, { onDelete: "cascade" }),
    size: integer("size").notNull(),
    /** What the table recommended; a different `size` carries `override_reason`. */
    recommendedSize: integer("recommended_size").notNull(),
    overrideReason: text("override_reason"),
    seed: text("seed").notNull(),
    algorithm: text("algorithm").notNull(),
    /** The population's row count and SHA-256 when drawn: re-performing needs the same population. */
    populationRowCount: integer("population_row_count").notNull(),
    populationSha256: text("population_sha256").notNull(),
    /** The finding the sample's exceptions roll into, made at the first exception. */
    findingId: uuid("finding_id").references(() => auditFindings.id, { onDelete: "set null" }),
    drawnBy: text("drawn_by"),
    drawnByName: text("drawn_by_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_samples_audit_idx").on(t.auditId, t.createdAt, t.id), index("audit_samples_population_idx").on(t.populationId)],
);

/** One drawn item: its place in the draw, the row it is, the evidence request it became and the auditor's result. */
export const auditSampleItems = pgTable(
  "audit_sample_items",
  {
    sampleId: uuid("sample_id")
      .notNull()
      .references(() => auditSamples.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    rowNumber: integer("row_number").notNull(),
    evidenceRequestId: uuid("evidence_request_id").references(() => auditEvidenceRequests.id, { onDelete: "set null" }),
    result: text("result").$type<SampleItemResult>().notNull().default("pending"),
    notes: text("notes"),
    testedAt: tstz("tested_at"),
  },
  (t) => [
    primaryKey({ columns: [t.sampleId, t.position] }),
    index("audit_sample_items_request_idx").on(t.evidenceRequestId),
    check("audit_sample_items_result_check", oneOf(t.result, SAMPLE_ITEM_RESULTS)),
  ],
);
