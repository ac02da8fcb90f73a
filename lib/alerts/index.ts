// The alerts domain's public surface (docs/DEVELOPING.md "Domains"): raising and resolving alerts for every domain that
// watches something (monitoring schedules, integrations), reading them, and the webhooks that announce them: their
// registrations, the signed messages queued for them and their delivery. Their route specs are lib/api/monitoring.ts's.
import "server-only";
export { attemptDelivery } from "./attempt-delivery";
export type { AttemptState } from "./attempt-delivery";
export { createWebhook } from "./create-webhook";
export { deleteWebhook } from "./delete-webhook";
export { createDeliveryPool } from "./internal/delivery-worker";
export { deliveryEvents } from "./internal/dispatch-delivery";
export { findWebhookForAccount } from "./internal/find-webhook";
export { listAlerts } from "./list-alerts";
export { listDeliveries } from "./list-deliveries";
export { listWebhooks } from "./list-webhooks";
export { readAlert } from "./read-alert";
export { readAllAlerts } from "./read-all-alerts";
export { redeliver } from "./redeliver";
export { sendTestEvent } from "./send-test-event";
export { attemptsPerRound, describeRetrySchedule, retryDelayMs, retrySchedule } from "./internal/retry-schedule";
export { queueWebhookEvents, webhookPayload } from "./queue-webhook-events";
export type { ReadCache, WebhookData, WebhookEventInput } from "./queue-webhook-events";
export type { AlertResponse, AlertType, CreatedWebhookResponse, DeliveryResponse, ReadAllResponse } from "./schemas";
export { resolveAlerts } from "./resolve-alerts";
export { settleAlerts } from "./settle-alerts";
export type { AlertCondition, AlertSubject, ClearedCondition, SettleAlertsInput, SettledAlerts } from "./settle-alerts";
