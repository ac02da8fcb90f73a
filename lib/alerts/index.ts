// The alerts domain's public surface (docs/DEVELOPING.md "Domains"): raising and resolving alerts, and queueing the
// signed webhook messages that announce them, for every domain that watches something (monitoring schedules,
// integrations). Listing, reading and the webhook registrations stay with monitoring's routes.
import "server-only";
export { toAlert } from "./internal/serialize";
export { attemptsPerRound, describeRetrySchedule, retryDelayMs, retrySchedule } from "./internal/retry-schedule";
export { queueWebhookEvents, webhookPayload } from "./queue-webhook-events";
export type { ReadCache, WebhookData, WebhookEventInput } from "./queue-webhook-events";
export type { AlertResponse, AlertType } from "./schemas";
export { resolveAlerts } from "./resolve-alerts";
export { settleAlerts } from "./settle-alerts";
export type { AlertCondition, AlertSubject, ClearedCondition, SettleAlertsInput, SettledAlerts } from "./settle-alerts";
