import { z } from "zod";
import { DATA_TYPES, PRACTICE_KEYS } from "./internal/practices";
import { businessProfileSchema, readinessFields } from "@/lib/readiness/schemas";
import { pageQuery, queryDate, requiredText } from "@/lib/schemas";
import { deliveryShape as alertDeliveryShape } from "@/lib/alerts/schemas";
import { syncShape } from "@/lib/integrations/schemas";
import { MAPPING_ORIGINS, MAPPING_RELATIONSHIPS } from "@/db/custom-frameworks";
import { mappingSourceShape } from "@/lib/frameworks/schemas";

import { FREQUENCIES, RESULT_TRIGGERS } from "@/db/monitoring";
import { CONTROL_STATUSES, RESULT_STATUSES, SCORED_RESULT_STATUSES } from "@/lib/vocabulary";

// The vocabularies live with the tables (db/monitoring.ts); re-exported for the domain's modules.
export { CONTROL_STATUSES, RESULT_STATUSES };

// The business profile is the readiness model's input (lib/readiness/internal/profile.ts); schedules store one.
export { businessProfileSchema } from "@/lib/readiness/schemas";
export type { BusinessProfile } from "@/lib/readiness";

/** A schedule's label; tells two schedules of one framework apart in results, charts and alerts. */
const scheduleName = requiredText(100);

export const createScheduleSchema = z.strictObject({
  frameworkId: z.string().trim().min(1).max(200),
  name: scheduleName.optional(),
  frequency: z.enum(FREQUENCIES),
  businessProfile: businessProfileSchema,
  notifyOnFail: z.boolean().default(true),
  passThreshold: z.number().min(0).max(100).default(80),
  paused: z.boolean().default(false),
});
export type CreateScheduleInput = z.output<typeof createScheduleSchema>;

/**
 * PATCH body: any of the editable fields. The framework is fixed (a schedule's results form one
 * series); `name: null` clears the label; `businessProfile` replaces the whole profile.
 */
export const updateScheduleSchema = z
  .strictObject({
    name: scheduleName.nullable().optional(),
    frequency: z.enum(FREQUENCIES).optional(),
    businessProfile: businessProfileSchema.optional(),
    notifyOnFail: z.boolean().optional(),
    passThreshold: z.number().min(0).max(100).optional(),
    paused: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Give at least one field to change" });
export type UpdateScheduleInput = z.output<typeof updateScheduleSchema>;

// ---------------------------------------------------------------- queries and params

const uuid = z.uuid("Must be a UUID");

export const listSchedulesQuery = pageQuery.extend({ frameworkId: z.string().trim().min(1).max(200).optional() }).strict();

export const listResultsQuery = pageQuery
  .extend({
    frameworkId: z.string().trim().min(1).max(200).optional(),
    /** Alias of frameworkId. */
    framework: z.string().trim().min(1).max(200).optional(),
    scheduleId: uuid.optional(),
    status: z.enum(RESULT_STATUSES).optional(),
    from: queryDate("from", { description: "An ISO 8601 instant, or a YYYY-MM-DD date meaning the start of that UTC day." }).optional(),
    to: queryDate("to", { day: "end", description: "An ISO 8601 instant, or a YYYY-MM-DD date meaning the end of that UTC day." }).optional(),
  })
  .strict()
  .transform(({ framework, ...q }) => ({ ...q, frameworkId: q.frameworkId ?? framework }))
  .refine((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), { message: "from must not be after to", path: ["from"] });
export type ListResultsQuery = z.output<typeof listResultsQuery>;

export const scoreHistoryQuery = z
  .strictObject({
    scheduleId: uuid.optional(),
    frameworkId: z.string().trim().min(1).max(200).optional(),
    from: queryDate("from", { description: "An ISO 8601 instant, or a YYYY-MM-DD date meaning the start of that UTC day." }).optional(),
    to: queryDate("to", { day: "end", description: "An ISO 8601 instant, or a YYYY-MM-DD date meaning the end of that UTC day." }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), { message: "from must not be after to", path: ["from"] });
export type ScoreHistoryQuery = z.output<typeof scoreHistoryQuery>;

// ---------------------------------------------------------------- response shapes (OpenAPI)
// The one declaration of every response: the serializers in dto.ts return these outputs and the
// console imports the exported types; nothing re-declares them.

const profileShape = z.object({
  companyName: z.string().optional(),
  industry: z.string().optional(),
  employeeCount: z.number().int().optional(),
  regions: z.array(z.string()),
  dataTypes: z.array(z.enum(DATA_TYPES)),
  practices: z.object(Object.fromEntries(PRACTICE_KEYS.map((k) => [k, z.boolean()]))),
});

export const scheduleShape = z.object({
  id: z.string(),
  frameworkId: z.string(),
  name: z.string().nullable().describe("The schedule's label; null when unnamed (show the framework's name)."),
  frequency: z.enum(FREQUENCIES),
  businessProfile: profileShape,
  notifyOnFail: z.boolean(),
  passThreshold: z.number(),
  paused: z.boolean().describe("A paused schedule runs only when asked (run now)."),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduleResponse = z.output<typeof scheduleShape>;

/** One control of a check: the readiness model's answer, with the monitoring status derived from it. */
export const controlOutcomeShape = z.object({
  controlId: z.string(),
  status: z.enum(CONTROL_STATUSES).describe("Derived from `readiness`: met → passed, partial → partial, missing → failed."),
  ...readinessFields,
});
export type ControlOutcome = z.output<typeof controlOutcomeShape>;

export const resultShape = z.object({
  id: z.string(),
  scheduleId: z.string(),
  scheduleName: z.string().nullable().describe("The label of the schedule that produced the result; null when unnamed."),
  frameworkId: z.string(),
  status: z.enum(RESULT_STATUSES),
  score: z.number().nullable(),
  previousScore: z.number().nullable(),
  controls: z.array(controlOutcomeShape),
  error: z.string().nullable(),
  trigger: z.enum(RESULT_TRIGGERS),
  startedAt: z.string(),
  completedAt: z.string(),
});
export type ResultResponse = z.output<typeof resultShape>;

export const queuedRunShape = z.object({ runId: z.string(), status: z.literal("queued") });
export type QueuedRunResponse = z.output<typeof queuedRunShape>;

// Alerts, webhooks and their deliveries are the alerts domain's (lib/alerts): schedules and integrations raise them alike.

/** A webhook delivery as the API documents it: its payload carries an alert, a result (this domain's) or a sync (integrations'). */
export const deliveryShape = alertDeliveryShape.extend({
  payload: alertDeliveryShape.shape.payload.extend({
    data: alertDeliveryShape.shape.payload.shape.data.extend({ result: resultShape.nullable(), sync: syncShape.nullable() }),
  }),
});

export const scorePointShape = z.object({ resultId: z.string(), status: z.enum(SCORED_RESULT_STATUSES), score: z.number(), at: z.string() });
export type ScorePointResponse = z.output<typeof scorePointShape>;

export const scoreSeriesShape = z.object({
  scheduleId: z.string(),
  scheduleName: z.string().nullable(),
  frameworkId: z.string(),
  passThreshold: z.number().describe("The schedule's current pass threshold, to draw with the line."),
  deleted: z.boolean().describe("The schedule was deleted; its history stays."),
  points: z.array(scorePointShape).describe("Scored results, oldest first (error results have no score)."),
});
export type ScoreSeriesResponse = z.output<typeof scoreSeriesShape>;

// ---------------------------------------------------------------- coverage across frameworks (docs/api.md "Coverage")

export const COVERAGE_STATUSES = ["covered", "partly_covered", "not_covered"] as const;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];

const frameworkParam = z.string().trim().min(1).max(100);

export const coverageQuery = z.strictObject({
  from: frameworkParam.describe("The framework whose evidence and tests count: a built-in id or one of the account's custom frameworks."),
  to: frameworkParam.describe("The framework whose controls are covered: a built-in id or one of the account's custom frameworks."),
});

export const listCoverageQuery = pageQuery
  .extend({
    from: coverageQuery.shape.from,
    to: coverageQuery.shape.to,
    status: z.enum(COVERAGE_STATUSES).optional().describe("Only the `to` controls with this coverage."),
  })
  .strict();
export type ListCoverageQuery = z.output<typeof listCoverageQuery>;

const coverageFrameworkShape = z.object({ id: z.string(), name: z.string(), custom: z.boolean() });
const coveredRefShape = z.object({ framework: z.string(), controlId: z.string(), title: z.string() });
const coverageProvenanceShape = z.object({
  origin: z.enum(MAPPING_ORIGINS),
  source: mappingSourceShape.optional(),
  confidence: z.number().min(0).max(1).optional(),
  modelVersion: z.string().optional(),
});

export const coverageSummaryShape = z.object({
  from: coverageFrameworkShape,
  to: coverageFrameworkShape,
  link: z
    .enum(["same", "direct", "derived", "none"])
    .describe("How the two frameworks are joined: the same framework, mappings between them, only chains of two through a third framework, or not at all."),
  controls: z.number().int().describe("Controls of `to`."),
  covered: z.number().int(),
  partlyCovered: z.number().int(),
  notCovered: z.number().int(),
});
export type CoverageSummaryResponse = z.output<typeof coverageSummaryShape>;

export const coverageSupportShape = z.object({
  kind: z.enum(["same", "direct", "derived"]).describe("`same`: the control itself (`from` = `to`); `direct`: one mapping; `derived`: a chain of two."),
  from: coveredRefShape.describe("The control of `from` the items are attached to."),
  relationship: z
    .enum(MAPPING_RELATIONSHIPS)
    .nullable()
    .describe("NIST OLIR relationship of that control to the covered one; null when not stated (or `same`)."),
  support: z.enum(["full", "partial"]).describe("`full` covers the control; `partial` (an overlap, a subset, any derived chain) covers it only in part."),
  provenance: coverageProvenanceShape.optional().describe("Where a direct mapping comes from; a derived one names each hop's in `chain`."),
  via: coveredRefShape.optional().describe("Derived only: the control the chain passes through."),
  chain: z
    .array(
      z.object({ from: coveredRefShape, to: coveredRefShape, relationship: z.enum(MAPPING_RELATIONSHIPS).nullable(), provenance: coverageProvenanceShape }),
    )
    .optional()
    .describe("Derived only: the two mappings from the `from` control to the covered one."),
  items: z
    .array(z.object({ type: z.enum(["evidence", "test"]), id: z.string(), title: z.string() }))
    .describe("Current evidence and passing tests on that control."),
});

export const coverageControlShape = z.object({
  controlId: z.string(),
  title: z.string(),
  status: z.enum(COVERAGE_STATUSES),
  mappedControls: z.number().int().describe("Controls of `from` mapped to this one, directly or derived (itself when `from` = `to`)."),
  support: z.array(coverageSupportShape).describe("What covers it, full support first; only mapped controls with current evidence or a passing test."),
});
export type CoverageControlResponse = z.output<typeof coverageControlShape>;
export type CoverageSupportResponse = z.output<typeof coverageSupportShape>;

export { DATA_TYPES, PRACTICE_KEYS, PRACTICES } from "./internal/practices";

/** The window of the score history when `from` is not given (the results page says so). */
export const HISTORY_DEFAULT_DAYS = 180;
