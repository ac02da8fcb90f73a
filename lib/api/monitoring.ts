import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  coverageControlShape,
  coverageQuery,
  coverageSummaryShape,
  listCoverageQuery,
  createScheduleSchema,
  deliveryShape,
  listResultsQuery,
  listSchedulesQuery,
  queuedRunShape,
  resultShape,
  scheduleShape,
  scoreHistoryQuery,
  scoreSeriesShape,
  updateScheduleSchema,
} from "@/lib/monitoring/schemas";
import { alertShape, createdWebhookShape, createWebhookSchema, listAlertsQuery, readAllShape, webhookDeliveryParams, webhookShape } from "@/lib/alerts/schemas";
import { describeRetrySchedule } from "@/lib/alerts";
import { assessmentResultsShape } from "@/lib/oscal/assessment-results";
import { ASSESSMENT_RESULTS_EXAMPLE } from "@/lib/oscal/examples";
import { prose } from "@/lib/format/prose";

const tags = ["Monitoring"];
const auth = "customer" as const;

export const createScheduleRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/schedules",
  summary: "Create a monitoring schedule",
  description: prose(
    "`frameworkId` is a built-in framework id or a published custom framework of the account. `businessProfile` is strict: unknown keys",
    "(also inside `practices`) are `validation_failed`; an omitted practice counts as not attested. `passThreshold` (0..100, default 80)",
    "is the score a check needs to pass. The first check is due immediately; later ones every `frequency` after creation.",
  ),
  tags,
  auth,
  body: createScheduleSchema,
  response: scheduleShape,
  status: 201,
  errors: [409],
  examples: {
    body: {
      frameworkId: "soc2",
      frequency: "weekly",
      businessProfile: {
        companyName: "Acme Corp",
        industry: "Software",
        employeeCount: 120,
        regions: ["EU", "US"],
        dataTypes: ["personal_data"],
        practices: { mfa: true, encryptionAtRest: true, encryptionInTransit: true, accessReviews: true, backups: true, logging: true },
      },
      notifyOnFail: true,
      passThreshold: 80,
    },
  },
});

export const listSchedulesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/schedules",
  summary: "List the account's schedules (newest first)",
  description: "Active (not deleted) schedules of the account; filter `frameworkId`. `nextRunAt` is when the next check is due.",
  tags,
  auth,
  query: listSchedulesQuery,
  response: z.array(scheduleShape),
  paginated: true,
});

export const updateScheduleRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/monitoring/schedules/{id}",
  summary: "Edit a schedule",
  description: prose(
    "Any of `name` (null clears it), `frequency`, `businessProfile` (replaces the whole profile; strict as on create), `notifyOnFail`,",
    "`passThreshold` and `paused`; at least one. The framework cannot change: a schedule's results form one series. A new frequency",
    "counts from the last run, so the next run is the first of `lastRunAt + k·frequency` after now. A paused schedule is not run by the",
    "scheduler; run now still works. The other fields apply from the next run. Another account's or a deleted schedule answers 404.",
  ),
  tags,
  auth,
  params: idParams,
  body: updateScheduleSchema,
  response: scheduleShape,
  errors: [404],
  examples: { body: { name: "SOC 2 — EU entity", frequency: "daily", passThreshold: 85, paused: false } },
});

export const deleteScheduleRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/monitoring/schedules/{id}",
  summary: "Delete a schedule (its results and alerts stay readable)",
  description: "Stops the schedule: no further checks run. Its stored results and alerts remain listed. Another account's schedule answers 404.",
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
  description: prose(
    'In process: 200 with the finished result. With Inngest configured: 202 `{runId, status: "queued"}`; the result appears under',
    "`runId`. Counts toward usage `checksRun` (402 `usage_limit_exceeded` past the limit).",
  ),
  tags,
  auth,
  params: idParams,
  response: resultShape,
  responses: { 202: { description: "Queued to Inngest (when configured): the result will appear under `runId`.", data: queuedRunShape } },
  errors: [402, 404],
});

export const listResultsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/results",
  summary: "Check results (newest first)",
  description: prose(
    "Each result names its schedule (`scheduleId`, `scheduleName`). Filters: `frameworkId` (alias `framework`), `scheduleId`, `status`",
    "(passed | failed | error), `from` and `to` (ISO instant, or `YYYY-MM-DD` for the whole UTC day) on the completion time. Each",
    "control carries `status` (passed | partial | failed | not_applicable) and a reason that says what to fix.",
  ),
  tags,
  auth,
  query: listResultsQuery,
  response: z.array(resultShape),
  paginated: true,
});

export const scoreHistoryRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/score-history",
  summary: "Score history, one series per schedule",
  description: prose(
    "For charts: per schedule that has scored results in the window, its label, framework, current `passThreshold` (draw it as a line)",
    "and the points `{resultId, status, score, at}`, oldest first. Error results have no score and are left out. Filters: `scheduleId`,",
    "`frameworkId`, `from` (default 180 days ago) and `to` (ISO instant, or `YYYY-MM-DD` for the whole UTC day). At most the newest",
    "5,000 points are answered. Deleted schedules keep their series (`deleted: true`).",
  ),
  tags,
  auth,
  query: scoreHistoryQuery,
  response: z.array(scoreSeriesShape),
});

export const getResultRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/results/{id}",
  summary: "One check result with every control",
  description: prose(
    "The stored result: status, score and previous score, and per control `status` (passed | partial | failed | not_applicable) with the",
    "reason. Another account's result answers 404.",
  ),
  tags,
  auth,
  params: idParams,
  response: resultShape,
  errors: [404],
});

export const exportResultOscalRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/results/{id}/oscal",
  summary: "Export a check result as OSCAL assessment results",
  description: prose(
    "The stored result as a NIST OSCAL 1.1.2 `assessment-results` document, valid against NIST's schema, as a JSON attachment (the",
    "document itself, not wrapped in `{success, data}`). Per applicable control: one observation listing every readiness source weighed",
    "(evidence, with its API URL; documents; tests as `TEST`; attestations as `INTERVIEW`) and one finding targeting the control's",
    "statement (`<id>_smt`), `satisfied` when the control passed, else `not-satisfied` (`partial` and `failed`), with `readiness` and",
    "`status` as props. A not-applicable control is excluded in `reviewed-controls` with its reason; a result that could not run has no",
    "findings and its error as remarks. Every uuid derives from the result and its controls, every timestamp from when it ran, so",
    "exporting it again is byte-identical. Another account's result answers 404.",
  ),
  tags,
  auth,
  params: idParams,
  errors: [404],
  responses: {
    200: {
      description: "The result as OSCAL assessment results, a JSON attachment.",
      content: { "application/json": { schema: assessmentResultsShape, example: ASSESSMENT_RESULTS_EXAMPLE } },
      headers: {
        "Content-Disposition": {
          description: "`attachment` with a file name made from the framework's name.",
          required: true,
          example: 'attachment; filename="soc-2-check-oscal-assessment-results.json"',
        },
      },
    },
  },
});

export const createWebhookRoute = defineRoute({
  method: "POST",
  path: "/api/v1/monitoring/webhooks",
  summary: "Register a webhook",
  description:
    "`events` from check.completed, check.failed, check.degraded, schedule.error. `secret` optional: a Standard Webhooks secret (`whsec_` + " +
    "base64 of 24..64 bytes); generated when absent. The secret is answered only here. URLs that resolve to loopback, private, link-local or " +
    "metadata addresses are refused unless ALLOW_PRIVATE_WEBHOOK_URLS=true. Deliveries are POSTs of `{type, timestamp, data:{alert, result}}` " +
    "signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature), with a 10 s timeout per attempt. A non-2xx answer or " +
    "failure is retried by the published schedule, " +
    `${describeRetrySchedule()}. ` +
    "Deliveries are fair across accounts: at most WEBHOOK_ACCOUNT_CONCURRENCY (default 2) of one account are in flight at once, so a slow " +
    "receiver delays only its own account's messages.",
  tags,
  auth,
  body: createWebhookSchema,
  response: createdWebhookShape,
  status: 201,
  examples: {
    body: { url: "https://hooks.acme.example/compliance", events: ["check.failed", "check.degraded"], secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" },
  },
});

export const listWebhooksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/monitoring/webhooks",
  summary: "Registered webhooks (secrets are never returned)",
  description: "The account's webhook registrations, newest first, with their URL and subscribed events.",
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
  description: "Removes the registration and every delivery recorded for it; pending retries stop. Another account's webhook answers 404.",
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
  description: prose(
    "Each delivery with its payload, state (`pending`, `succeeded`, `failed`), next attempt time and every attempt made (status code,",
    "duration, error, start of the answer's body).",
  ),
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
  description: prose(
    "Replays a delivery in any state, typically one that is `failed` after its round of attempts. The new round follows the retry",
    "schedule from the top; its first attempt is made before answering, and the delivery is answered with all its attempts.",
  ),
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
  description: prose(
    "One alert per condition while it persists — a schedule's (check failed, score dropped, could not run) or an integration's (a test",
    "failing, the sync failing): a later result or sync with the same condition updates the open alert (`occurrences`, `lastSeenAt`,",
    "`lastResultId`/`lastSyncId`) rather than raising another, and one that clears it resolves it (`state: resolved`, `resolvedAt`).",
    "Filters: `read` (true | false), `state` (open | resolved), `type`, `frameworkId`, `scheduleId`, `integrationId`, `testId`.",
  ),
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
  description: "Sets `read` and `readAt` (the first time); marking a read alert again changes nothing. Another account's alert answers 404.",
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
  description: "Marks all of the account's unread alerts read and answers how many changed (`updated`).",
  tags,
  auth,
  response: readAllShape,
});

const COVERAGE_NOTE = prose(
  "`from` and `to` are built-in framework ids or ids of the account's live custom frameworks (draft or published); any other (another",
  "account's included) answers 404. Only current evidence and passing automated tests on controls of `from` count. A control of `to` is",
  "`covered` when the same control (`from` = `to`) or a direct mapping that covers all of it (`equivalent`, or the mapped control",
  "`superset_of` it, or a person's mapping without a stated relationship) carries them; `partly_covered` when only an overlapping",
  "(`intersects_with`), narrower (`subset_of`) or derived mapping (a chain of two through a third framework, computed only between",
  "frameworks no mapping joins) does; else `not_covered`.",
);

export const getCoverageRoute = defineRoute({
  method: "GET",
  path: "/api/v1/coverage",
  summary: "Coverage of one framework by the work done for another",
  description:
    `How many controls of \`to\` the account's evidence and tests on \`from\` cover, partly cover or leave uncovered, and how ` +
    `the frameworks are joined (\`link\`). ${COVERAGE_NOTE}`,
  tags,
  auth,
  query: coverageQuery,
  response: coverageSummaryShape,
  errors: [404],
  examples: {
    data: {
      from: { id: "iso27001", name: "ISO/IEC 27001:2022", custom: false },
      to: { id: "nist-800-53", name: "NIST SP 800-53 Rev. 5", custom: false },
      link: "direct",
      controls: 1007,
      covered: 0,
      partlyCovered: 12,
      notCovered: 995,
    },
  },
});

export const listCoverageRoute = defineRoute({
  method: "GET",
  path: "/api/v1/coverage/controls",
  summary: "Each control of a framework and what covers it from another",
  description:
    `The controls of \`to\` in catalog order, each with its coverage \`status\`, how many controls of \`from\` map to it, and ` +
    `\`support\`: every mapped control of \`from\` with current evidence or a passing test, full support first, with the mapping's kind, ` +
    `relationship, provenance (and chain, when derived) and the items. ${COVERAGE_NOTE}`,
  tags,
  auth,
  query: listCoverageQuery,
  response: z.array(coverageControlShape),
  paginated: true,
  errors: [404],
});

export const monitoringRoutes = [
  getCoverageRoute,
  listCoverageRoute,
  createScheduleRoute,
  listSchedulesRoute,
  updateScheduleRoute,
  deleteScheduleRoute,
  runScheduleRoute,
  listResultsRoute,
  scoreHistoryRoute,
  getResultRoute,
  exportResultOscalRoute,
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
