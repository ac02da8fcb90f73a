import { z } from "zod";
import { ALERT_TYPES, WEBHOOK_EVENTS, type AlertType, type WebhookEvent } from "@/db/monitoring";
import { pageQuery } from "@/lib/schemas";
import { ALERT_SEVERITIES, ALERT_STATES, DELIVERY_STATUSES } from "@/lib/vocabulary";
import { isStandardWebhookSecret } from "./internal/webhook-secret";

export { ALERT_SEVERITIES, ALERT_STATES, ALERT_TYPES };
export type { AlertType, WebhookEvent };

/**
 * An alert: a condition a monitoring schedule's run or an integration's sync showed, open while it persists.
 * A schedule's alert names its framework and schedule; an integration's names the integration and, for a
 * failing test, the test.
 */
export const alertShape = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  message: z.string(),
  frameworkId: z.string().nullable().describe("The schedule's framework; null for an integration's alert."),
  scheduleId: z.string().nullable().describe("The schedule whose runs show the condition; null for an integration's alert."),
  integrationId: z.string().nullable().describe("The integration whose syncs show the condition; null for a schedule's alert."),
  testId: z.string().nullable().describe("`test.failing`: the failing test."),
  resultId: z.string().nullable().describe("The result that raised the alert (schedules)."),
  syncId: z.string().nullable().describe("The sync that raised the alert (integrations)."),
  state: z.enum(ALERT_STATES).describe("`open` while the condition persists; `resolved` once a later result or sync clears it."),
  occurrences: z.number().int().describe("How many results or syncs have shown the condition since the alert was raised."),
  lastSeenAt: z.string(),
  lastResultId: z.string().nullable().describe("The latest result that showed the condition."),
  lastSyncId: z.string().nullable().describe("The latest sync that showed the condition."),
  resolvedAt: z.string().nullable(),
  resolvedByResultId: z.string().nullable().describe("The result that cleared the condition."),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AlertResponse = z.output<typeof alertShape>;

// The published retry schedule of webhook deliveries (docs/api.md).
export { MAX_DELIVERY_ATTEMPTS, WEBHOOK_RETRY_SCHEDULE_MS } from "./internal/retry-schedule";

// ---------------------------------------------------------------- requests

const uuid = z.uuid("Must be a UUID");

export const listAlertsQuery = pageQuery
  .extend({
    read: z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
    state: z.enum(ALERT_STATES).optional(),
    type: z.enum(ALERT_TYPES).optional(),
    frameworkId: z.string().trim().min(1).max(200).optional(),
    scheduleId: uuid.optional(),
    integrationId: uuid.optional(),
    testId: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type ListAlertsQuery = z.output<typeof listAlertsQuery>;

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
  secret: z.string().trim().refine(isStandardWebhookSecret, "must be whsec_ followed by the base64 of 24 to 64 random bytes").optional(),
});
export type CreateWebhookInput = z.output<typeof createWebhookSchema>;

export const webhookDeliveryParams = z.object({ id: uuid, deliveryId: uuid });

// ---------------------------------------------------------------- responses

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
  status: z.enum(DELIVERY_STATUSES),
  attemptCount: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.object({
    type: z.string(),
    timestamp: z.string(),
    // A result is monitoring's, a sync integrations' (both rank above alerts): lib/monitoring/schemas.ts documents them.
    data: z.object({ alert: alertShape.nullable(), result: z.unknown(), sync: z.unknown() }),
  }),
  attempts: z.array(attemptShape),
});
export type DeliveryResponse = z.output<typeof deliveryShape>;
