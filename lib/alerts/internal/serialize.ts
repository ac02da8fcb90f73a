import type { monitoringAlerts, monitoringDeliveries, monitoringDeliveryAttempts, monitoringWebhooks, WebhookEvent } from "@/db/monitoring";
import type { AlertResponse, AttemptResponse, DeliveryResponse, WebhookResponse } from "../schemas";

/** Row → API shape (camelCase, ISO timestamps), one function per resource; the shapes are schemas.ts's. */

type AlertRow = typeof monitoringAlerts.$inferSelect;
type WebhookRow = typeof monitoringWebhooks.$inferSelect;
type DeliveryRow = typeof monitoringDeliveries.$inferSelect;
type AttemptRow = typeof monitoringDeliveryAttempts.$inferSelect;

export function toAlert(row: AlertRow): AlertResponse {
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    title: row.title,
    message: row.message,
    frameworkId: row.frameworkId,
    scheduleId: row.scheduleId,
    integrationId: row.integrationId,
    testId: row.testId,
    resultId: row.resultId,
    syncId: row.syncId,
    state: row.state,
    occurrences: row.occurrences,
    lastSeenAt: row.lastSeenAt.toISOString(),
    lastResultId: row.lastResultId,
    lastSyncId: row.lastSyncId,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByResultId: row.resolvedByResultId,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhook(row: WebhookRow): WebhookResponse {
  return { id: row.id, url: row.url, events: row.events as WebhookEvent[], createdAt: row.createdAt.toISOString() };
}

export function toAttempt(row: AttemptRow): AttemptResponse {
  return {
    attemptNumber: row.attemptNumber,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    responseBody: row.responseBody,
    attemptedAt: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): DeliveryResponse {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === "pending" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: JSON.parse(row.payload),
    attempts: [...attempts].sort((a, b) => a.attemptNumber - b.attemptNumber).map(toAttempt),
  };
}
