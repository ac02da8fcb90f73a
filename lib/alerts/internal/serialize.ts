import type { monitoringAlerts } from "@/db/monitoring";
import type { AlertResponse } from "../schemas";

type AlertRow = typeof monitoringAlerts.$inferSelect;

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
