import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  alertShape,
  createdWebhookShape,
  createScheduleSchema,
  createWebhookSchema,
  deliveryShape,
  listAlertsQuery,
  listResultsQuery,
  listSchedulesQuery,
  queuedRunShape,
  readAllShape,
  resultShape,
  scheduleShape,
  webhookDeliveryParams,
  webhookShape,
} from "./schemas";

const tags = ["Monitoring"];
const auth = "customer" as const;

export const createScheduleRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/schedules",
  summary: "Create a monitoring schedule",
  description:
    "`frameworkId` is a built-in framework id or a published custom framework of the account. `businessProfile` is strict: unknown keys (also inside `practices`) are `validation_failed`; an omitted practice counts as not attested. `passThreshold` (0..100, default 80) is the score a check needs to pass. The first check is due immediately; later ones every `frequency` after creation.",
  tags,
  auth,
  body: createScheduleSchema,
  response: scheduleShape,
  status: 201,
  errors: [409],
});

export const listSchedulesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/schedules",
  summary: "List the account's schedules (newest first)",
  tags,
  auth,
  query: listSchedulesQuery,
  response: z.array(scheduleShape),
  paginated: true,
});

export const deleteScheduleRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/monitoring/schedules/{id}",
  summary: "Delete a schedule (its results and alerts stay readable)",
  tags,
  auth,
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const runScheduleRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/schedules/{id}/run",
  summary: "Run a schedule's check now",
  description:
    "In process: 200 with the finished result. With Inngest configured: 202 `{runId, status: \"queued\"}`; the result appears under `runId`. Counts toward usage `checksRun` (402 `usage_limit_exceeded` past the limit).",
  tags,
  auth,
  params: idParams,
  response: z.union([resultShape, queuedRunShape]),
  errors: [402, 404],
});

export const listResultsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/results",
  summary: "Check results (newest first)",
  description:
    "Filters: `frameworkId` (alias `framework`), `scheduleId`, `status` (passed | failed | error), `from` and `to` (ISO instant, or `YYYY-MM-DD` for the whole UTC day) on the completion time. Each control carries `status` (passed | partial | failed | not_applicable) and a reason that says what to fix.",
  tags,
  auth,
  query: listResultsQuery,
  response: z.array(resultShape),
  paginated: true,
});

export const getResultRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/results/{id}",
  summary: "One check result with every control",
  tags,
  auth,
  params: idParams,
  response: resultShape,
  errors: [404],
});

export const createWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/webhooks",
  summary: "Register a webhook",
  description:
    "`events` from check.completed, check.failed, check.degraded, schedule.error. `secret` optional: a Standard Webhooks secret (`whsec_` + base64 of 24..64 bytes); generated when absent. The secret is answered only here. URLs that resolve to loopback, private, link-local or metadata addresses are refused unless ALLOW_PRIVATE_WEBHOOK_URLS=true. Deliveries are POSTs of `{type, timestamp, data:{alert, result}}` signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature), with a 10 s timeout and up to 6 attempts with exponential backoff and jitter.",
  tags,
  auth,
  body: createWebhookSchema,
  response: createdWebhookShape,
  status: 201,
});

export const listWebhooksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/webhooks",
  summary: "Registered webhooks (secrets are never returned)",
  tags,
  auth,
  query: pageQuery,
  response: z.array(webhookShape),
  paginated: true,
});

export const deleteWebhookRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/monitoring/webhooks/{id}",
  summary: "Delete a webhook registration and its delivery log",
  tags,
  auth,
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const listDeliveriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/webhooks/{id}/deliveries",
  summary: "A webhook's deliveries with every attempt (newest first)",
  tags,
  auth,
  params: idParams,
  query: pageQuery,
  response: z.array(deliveryShape),
  paginated: true,
  errors: [404],
});

export const redeliverRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/webhooks/{id}/deliveries/{deliveryId}/redeliver",
  summary: "Send a delivery again (same webhook-id, a fresh round of attempts)",
  description: "The first attempt is made before answering; the delivery is answered with its attempts.",
  tags,
  auth,
  params: webhookDeliveryParams,
  response: deliveryShape,
  errors: [404],
});

export const testWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/webhooks/{id}/test",
  summary: "Send a signed webhook.test event",
  description: "Creates a delivery of type `webhook.test` with `data: {alert: null, result: null}` and makes its first attempt before answering.",
  tags,
  auth,
  params: idParams,
  response: deliveryShape,
  status: 201,
  errors: [404],
});

export const listAlertsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/alerts",
  summary: "Alerts (newest first)",
  description: "Filters: `read` (true | false), `type`, `frameworkId`, `scheduleId`.",
  tags,
  auth,
  query: listAlertsQuery,
  response: z.array(alertShape),
  paginated: true,
});

export const readAlertRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/alerts/{id}/read",
  summary: "Mark an alert read",
  tags,
  auth,
  params: idParams,
  response: alertShape,
  errors: [404],
});

export const readAllAlertsRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/alerts/read-all",
  summary: "Mark every unread alert read",
  tags,
  auth,
  response: readAllShape,
});

export const monitoringRoutes = [
  createScheduleRoute,
  listSchedulesRoute,
  deleteScheduleRoute,
  runScheduleRoute,
  listResultsRoute,
  getResultRoute,
  createWebhookRoute,
  listWebhooksRoute,
  deleteWebhookRoute,
  listDeliveriesRoute,
  redeliverRoute,
  testWebhookRoute,
  listAlertsRoute,
  readAlertRoute,
  readAllAlertsRoute,
];
