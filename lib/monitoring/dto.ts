import type { StoredControls } from "@/db/monitoring";
import type { monitoringAlerts, monitoringDeliveries, monitoringDeliveryAttempts, monitoringResults, monitoringSchedules, monitoringWebhooks } from "@/db/monitoring";
import type { BusinessProfile } from "./schemas";

type ScheduleRow = typeof monitoringSchedules.$inferSelect;
type ResultRow = typeof monitoringResults.$inferSelect;
type AlertRow = typeof monitoringAlerts.$inferSelect;
type WebhookRow = typeof monitoringWebhooks.$inferSelect;
type DeliveryRow = typeof monitoringDeliveries.$inferSelect;
type AttemptRow = typeof monitoringDeliveryAttempts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface ScheduleDto {
  id: string;
  frameworkId: string;
  frequency: ScheduleRow["frequency"];
  businessProfile: BusinessProfile;
  notifyOnFail: boolean;
  passThreshold: number;
  nextRunAt: string;
  lastRunAt: string | null;
  createdAt: string;
}

export function toScheduleDto(row: ScheduleRow): ScheduleDto {
  return {
    id: row.id,
    frameworkId: row.frameworkId,
    frequency: row.frequency,
    businessProfile: row.businessProfile as BusinessProfile,
    notifyOnFail: row.notifyOnFail,
    passThreshold: row.passThreshold,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: iso(row.lastRunAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ControlOutcomeDto {
  controlId: string;
  status: StoredControls["controls"][number][1];
  reason: string;
}

export function packControls(outcomes: ControlOutcomeDto[]): StoredControls {
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

export function unpackControls(stored: StoredControls): ControlOutcomeDto[] {
  return stored.controls.map(([controlId, status, i]) => ({ controlId, status, reason: stored.reasons[i] }));
}

export interface ResultDto {
  id: string;
  scheduleId: string;
  frameworkId: string;
  status: ResultRow["status"];
  score: number | null;
  previousScore: number | null;
  controls: ControlOutcomeDto[];
  error: string | null;
  trigger: ResultRow["trigger"];
  startedAt: string;
  completedAt: string;
}

export function toResultDto(row: ResultRow): ResultDto {
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

export interface AlertDto {
  id: string;
  type: AlertRow["type"];
  severity: AlertRow["severity"];
  title: string;
  message: string;
  frameworkId: string;
  scheduleId: string;
  resultId: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export function toAlertDto(row: AlertRow): AlertDto {
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
    readAt: iso(row.readAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface WebhookDto {
  id: string;
  url: string;
  events: string[];
  createdAt: string;
}

export function toWebhookDto(row: WebhookRow): WebhookDto {
  return { id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString() };
}

export interface AttemptDto {
  attemptNumber: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer (at most 1,000 characters), for debugging. */
  responseBody: string | null;
  attemptedAt: string;
}

export interface DeliveryDto {
  id: string;
  webhookId: string;
  eventType: string;
  status: DeliveryRow["status"];
  attemptCount: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  completedAt: string | null;
  createdAt: string;
  payload: unknown;
  attempts: AttemptDto[];
}

export function toAttemptDto(row: AttemptRow): AttemptDto {
  return {
    attemptNumber: row.attemptNumber,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    responseBody: row.responseBody,
    attemptedAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryDto(row: DeliveryRow, attempts: AttemptRow[]): DeliveryDto {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventType: row.eventType,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    payload: JSON.parse(row.payload),
    attempts: [...attempts].sort((a, b) => a.attemptNumber - b.attemptNumber).map(toAttemptDto),
  };
}
