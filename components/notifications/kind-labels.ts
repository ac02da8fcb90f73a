import type { NotificationKind } from "@/db/notifications";

/** How each kind reads in the console (bell, list, preferences). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  "evidence_request.assigned": "Evidence requested",
  "evidence_request.due_soon": "Evidence due soon",
  "evidence_request.overdue": "Evidence overdue",
  "evidence_request.responded": "Evidence submitted",
  "finding.recorded": "Finding recorded",
  "finding.changed": "Finding changed",
  "finding.assigned": "Finding assigned",
  "audit.status_changed": "Audit status changed",
  "audit.completed": "Audit completed",
  "document.approval_requested": "Approval requested",
  "document.approved": "Document approved",
  "control.assigned": "Control assigned",
  "evidence.expiring": "Evidence expiring",
  "test.failing": "Test failing",
  "integration.sync_failed": "Sync failed",
};

export const kindLabel = (kind: string) => NOTIFICATION_KIND_LABELS[kind as NotificationKind] ?? kind;

/** Every kind, in the table's order (a value list without importing the table into the browser). */
export const NOTIFICATION_KINDS_SHOWN = Object.keys(NOTIFICATION_KIND_LABELS) as NotificationKind[];
