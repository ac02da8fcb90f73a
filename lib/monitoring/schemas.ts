import { z } from "zod";
import { DATA_TYPES, PRACTICE_KEYS, type PracticeKey } from "./practices";
import { FREQUENCIES } from "./frequency";
import { isStandardWebhookSecret } from "./webhook-secret";
import { pageQuery } from "@/lib/schemas";

export const WEBHOOK_EVENTS = ["check.completed", "check.failed", "check.degraded", "schedule.error"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const ALERT_TYPES = ["check.failed", "check.degraded", "schedule.error"] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const RESULT_STATUSES = ["passed", "failed", "error"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** How one control came out of a check; not-applicable controls are left out of the score. */
export const CONTROL_STATUSES = ["passed", "partial", "failed", "not_applicable"] as const;
export type ControlStatus = (typeof CONTROL_STATUSES)[number];

const practicesShape = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
  PracticeKey,
  z.ZodOptional<z.ZodBoolean>
>;

/**
 * The business profile a schedule checks against (docs/api.md §11). Strict at every level so that a
 * misspelt practice is a validation error rather than a silently unattested practice; an omitted
 * practice is simply not attested, and is stored as `false` so the record says so.
 */
export const businessProfileSchema = z
  .strictObject({
    companyName: z.string().trim().min(1).max(200).optional(),
    industry: z.string().trim().min(1).max(100).optional(),
    employeeCount: z.number().int().min(1).max(10_000_000).optional(),
    regions: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    dataTypes: z.array(z.enum(DATA_TYPES)).max(DATA_TYPES.length).default([]),
    practices: z.strictObject(practicesShape).default({}),
  })
  .transform((p) => ({
    ...p,
    regions: [...new Set(p.regions)],
    dataTypes: [...new Set(p.dataTypes)].sort(),
    practices: Object.fromEntries(PRACTICE_KEYS.map((k) => [k, p.practices[k] === true])) as Record<PracticeKey, boolean>,
  }));

export type BusinessProfile = z.output<typeof businessProfileSchema>;

export const createScheduleSchema = z.strictObject({
  frameworkId: z.string().trim().min(1).max(200),
  frequency: z.enum(FREQUENCIES),
  businessProfile: businessProfileSchema,
  notifyOnFail: z.boolean().default(true),
  passThreshold: z.number().min(0).max(100).default(80),
});
export type CreateScheduleInput = z.output<typeof createScheduleSchema>;

export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }));

export const createWebhookSchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .transform((e) => [...new Set(e)]),
  secret: z
    .string()
    .trim()
    .refine(isStandardWebhookSecret, "must be whsec_ followed by the base64 of 24 to 64 random bytes")
    .optional(),
});
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

// ---------------------------------------------------------------- queries and params

const uuid = z.uuid("Must be a UUID");
/** An ISO 8601 instant, or a `YYYY-MM-DD` date meaning that whole UTC day (its start for `from`, its end for `to`). */
const instantOrDate = (edge: "start" | "end") =>
  z.union([
    z.iso.datetime({ offset: true }).transform((v) => new Date(v)),
    z.iso.date().transform((v) => new Date(edge === "start" ? `${v}T00:00:00.000Z` : `${v}T23:59:59.999Z`)),
  ]);

export const listSchedulesQuery = pageQuery.extend({ frameworkId: z.string().trim().min(1).max(200).optional() }).strict();

export const listResultsQuery = pageQuery
  .extend({
    frameworkId: z.string().trim().min(1).max(200).optional(),
    /** Alias of frameworkId. */
    framework: z.string().trim().min(1).max(200).optional(),
    scheduleId: uuid.optional(),
    status: z.enum(RESULT_STATUSES).optional(),
    from: instantOrDate("start").optional(),
    to: instantOrDate("end").optional(),
  })
  .strict()
  .transform(({ framework, ...q }) => ({ ...q, frameworkId: q.frameworkId ?? framework }))
  .refine((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), { message: "from must not be after to", path: ["from"] });
export type ListResultsQuery = z.output<typeof listResultsQuery>;

export const listAlertsQuery = pageQuery
  .extend({
    read: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
    type: z.enum(ALERT_TYPES).optional(),
    frameworkId: z.string().trim().min(1).max(200).optional(),
    scheduleId: uuid.optional(),
  })
  .strict();
export type ListAlertsQuery = z.output<typeof listAlertsQuery>;

export const webhookDeliveryParams = z.object({ id: uuid, deliveryId: uuid });

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
  frequency: z.enum(FREQUENCIES),
  businessProfile: profileShape,
  notifyOnFail: z.boolean(),
  passThreshold: z.number(),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduleResponse = z.output<typeof scheduleShape>;

export const controlOutcomeShape = z.object({
  controlId: z.string(),
  status: z.enum(CONTROL_STATUSES),
  reason: z.string(),
});
export type ControlOutcome = z.output<typeof controlOutcomeShape>;

export const resultShape = z.object({
  id: z.string(),
  scheduleId: z.string(),
  frameworkId: z.string(),
  status: z.enum(RESULT_STATUSES),
  score: z.number().nullable(),
  previousScore: z.number().nullable(),
  controls: z.array(controlOutcomeShape),
  error: z.string().nullable(),
  trigger: z.enum(["scheduled", "manual"]),
  startedAt: z.string(),
  completedAt: z.string(),
});
export type ResultResponse = z.output<typeof resultShape>;

export const queuedRunShape = z.object({ runId: z.string(), status: z.literal("queued") });
export type QueuedRunResponse = z.output<typeof queuedRunShape>;

export const alertShape = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  severity: z.enum(["critical", "warning"]),
  title: z.string(),
  message: z.string(),
  frameworkId: z.string(),
  scheduleId: z.string(),
  resultId: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AlertResponse = z.output<typeof alertShape>;

export const readAllShape = z.object({ updated: z.number().int() });
export type ReadAllResponse = z.output<typeof readAllShape>;

export const webhookShape = z.object({ id: z.string(), url: z.string(), events: z.array(z.enum(WEBHOOK_EVENTS)), createdAt: z.string() });
export type WebhookResponse = z.output<typeof webhookShape>;
export const createdWebhookShape = webhookShape.extend({
  secret: z.string().describe("The Standard Webhooks secret; shown only in this response."),
});
export type CreatedWebhookResponse = z.output<typeof createdWebhookShape>;

export const attemptShape = z.object({
  attemptNumber: z.number().int(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** The start of the receiver's answer (at most 1,000 characters), for debugging. */
  responseBody: z.string().nullable(),
  attemptedAt: z.string(),
});
export type AttemptResponse = z.output<typeof attemptShape>;

export const deliveryShape = z.object({
  id: z.string().describe("Sent as webhook-id; the same on every retry."),
  webhookId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attemptCount: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.object({ type: z.string(), timestamp: z.string(), data: z.object({ alert: alertShape.nullable(), result: resultShape.nullable() }) }),
  attempts: z.array(attemptShape),
});
export type DeliveryResponse = z.output<typeof deliveryShape>;
