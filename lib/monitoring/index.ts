// The monitoring domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { attemptDelivery } from "./attempt-delivery";
export type { AttemptState } from "./attempt-delivery";
export { claimDueSchedules } from "./claim-due-schedules";
export { createSchedule } from "./create-schedule";
export { createWebhook } from "./create-webhook";
export { deleteSchedule } from "./delete-schedule";
export { deleteWebhook } from "./delete-webhook";
export { getSchedule } from "./get-schedule";
export { recordRunFailure, runCheck } from "./internal/check-run";
export type { RunRequest, StepRunner } from "./internal/check-run";
export { currentReadiness } from "./internal/current-readiness";
export type { CurrentReadiness } from "./internal/current-readiness";
export { createDeliveryPool } from "./internal/delivery-worker";
export { deliveryEvents } from "./internal/dispatch-delivery";
export { findWebhookForAccount } from "./internal/find-webhook";
export { monitorableFrameworks } from "./internal/framework-names";
export { runSchedulerTick } from "./internal/scheduler";
export { readinessSnapshots } from "./internal/readiness-snapshots";
export type { ReadinessSnapshot } from "./internal/readiness-snapshots";
export { listAlerts } from "./list-alerts";
export { listDeliveries } from "./list-deliveries";
export { getResult, listResults } from "./list-results";
export { exportResultAssessmentResults } from "./export-result-assessment-results";
export { listSchedules } from "./list-schedules";
export { listWebhooks } from "./list-webhooks";
export { readAlert } from "./read-alert";
export { readAllAlerts } from "./read-all-alerts";
export { redeliver } from "./redeliver";
export { runScheduleNow } from "./run-schedule-now";
export { getCoverage, getCoverageWithControls } from "./get-coverage";
export { listCoverage } from "./list-coverage";
export type { CoverageControlResponse, CoverageStatus, CoverageSummaryResponse, CoverageSupportResponse } from "./schemas";
export type {
  AlertResponse,
  CreatedWebhookResponse,
  DeliveryResponse,
  QueuedRunResponse,
  ReadAllResponse,
  ResultResponse,
  ScheduleResponse,
  ScorePointResponse,
} from "./schemas";
export { getScoreHistory } from "./get-score-history";
export { sendTestEvent } from "./send-test-event";
export { updateSchedule } from "./update-schedule";
