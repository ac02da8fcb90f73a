import type { StoredControls } from "@/db/monitoring";
import type { monitoringAlerts, monitoringDeliveries, monitoringDeliveryAttempts, monitoringResults, monitoringSchedules, monitoringWebhooks } from "@/db/monitoring";
import type {
  AlertResponse,
  AttemptResponse,
  BusinessProfile,
  ControlOutcome,
  DeliveryResponse,
  ResultResponse,
  ScheduleResponse,
  WebhookEvent,
  WebhookResponse,
} from "./schemas";

/** Row → API shape (camelCase, ISO timestamps), one function per resource; the shapes are schemas.ts's. */

type ScheduleRow = typeof monitoringSchedules.$inferSelect;
type ResultRow = typeof monitoringResults.$inferSelect;
type AlertRow = typeof monitoringAlerts.$inferSelect;
type WebhookRow = typeof monitoringWebhooks.$inferSelect;
type DeliveryRow = typeof monitoringDeliveries.$inferSelect;
type AttemptRow = typeof monitoringDeliveryAttempts.$inferSelect;


export function toScheduleDto(row: ScheduleRow): ScheduleResponse {
  return {
    id: row.id,
    frameworkId: row.frameworkId,
    frequency: row.frequency,
    businessProfile: row.businessProfile as BusinessProfile,
    notifyOnFail: row.notifyOnFail,
    passThreshold: row.passThreshold,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function packControls(outcomes: ControlOutcome[]): StoredControls {
  const index = new Map<string, number>();
  const reasons: string[] = [];
  const controls = outcomes.map((c): StoredControls["controls"][number] => {
    let i = index.get(c.reason);
    if (i === undefined) {
      i = reasons.push(c.reason) - 1;
      index.set(c.reason, i);
    }
    return [c.controlId, c.status, i];
  });
  return { reasons, controls };
}

export function unpackControls(stored: StoredControls): ControlOutcome[] {
  return stored.controls.map(([controlId, status, i]) => ({ controlId, status, reason: stored.reasons[i] }));
}

export function toResultDto(row: ResultRow): ResultResponse {
  return {
    id: row.id,
    scheduleId: row.scheduleId,
    frameworkId: row.frameworkId,
    status: row.status,
    score: row.score,
    previousScore: row.previousScore,
    controls: unpackControls(row.controls),
    error: row.error,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
  };
}

export function toAlertDto(row: AlertRow): AlertResponse {
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    title: row.title,
    message: row.message,
    frameworkId: row.frameworkId,
    scheduleId: row.scheduleId,
    resultId: row.resultId,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDto(row: WebhookRow): WebhookResponse {
  return { id: row.id, url: row.url, events: row.events as WebhookEvent[], createdAt: row.createdAt.toISOString() };
}

export function toAttemptDto(row: AttemptRow): AttemptResponse {
  return {
    attemptNumber: row.attemptNumber,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    responseBody: row.responseBody,
    attemptedAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryDto(row: DeliveryRow, attempts: AttemptRow[]): DeliveryResponse {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt?.toISOString() ?? null : null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    payload: JSON.parse(row.payload),
    attempts: [...attempts].sort((a, b) => a.attemptNumber - b.attemptNumber).map(toAttemptDto),
  };
}
