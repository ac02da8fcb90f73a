import { z } from "zod";
import { ALERT_TYPES, type AlertType, type WebhookEvent } from "@/db/monitoring";
import { ALERT_SEVERITIES, ALERT_STATES } from "@/lib/vocabulary";

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

// The published retry schedule of webhook deliveries (docs/api.md): the monitoring verbs that deliver read it too.
export { MAX_DELIVERY_ATTEMPTS, WEBHOOK_RETRY_SCHEDULE_MS } from "./internal/retry-schedule";
