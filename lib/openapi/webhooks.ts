import { z } from "zod";
import { syncShape } from "@/lib/integrations/schemas";
import { alertShape } from "@/lib/alerts/schemas";
import { resultShape } from "@/lib/monitoring/schemas";
import type { JsonSchema } from "./components";
import { sampleFrom } from "./examples";
import { toJsonSchema } from "./json-schema";
import { prose } from "@/lib/format/prose";

interface OutgoingEvent {
  type: string;
  summary: string;
  description: string;
  alert: "present" | "null";
  result: "present" | "null";
  sync: "present" | "null";
}

/** The monitoring and integration events a registered webhook receives (docs/api.md §12), plus the test event. */
const EVENTS: OutgoingEvent[] = [
  {
    type: "check.completed",
    summary: "A check finished (passed or failed)",
    description: "Sent for every stored result that is not an error. `alert` is null; `result` is the finished check.",
    alert: "null",
    result: "present",
    sync: "null",
  },
  {
    type: "check.failed",
    summary: "A check failed",
    description: "Sent when a result fails and the schedule's `notifyOnFail` is on. `alert` is the raised `check.failed` alert, `result` the failing check.",
    alert: "present",
    result: "present",
    sync: "null",
  },
  {
    type: "check.degraded",
    summary: "A score dropped by 10 points or more",
    description:
      "Sent when a check's score is at least 10 points below the schedule's previous score. `alert` is the `check.degraded` alert, `result` the new check.",
    alert: "present",
    result: "present",
    sync: "null",
  },
  {
    type: "schedule.error",
    summary: "A scheduled run could not be completed",
    description: "Sent when a run throws. `alert` is the `schedule.error` alert, `result` the stored result with status `error` and its `error` text.",
    alert: "present",
    result: "present",
    sync: "null",
  },
  {
    type: "integration.synced",
    summary: "An integration finished a sync",
    description: prose(
      "Sent for every sync that completed (not for failed ones, which raise `integration.sync_failed`). `sync` is the finished sync with",
      "its counts and evidence snapshot; `alert` and `result` are null.",
    ),
    alert: "null",
    result: "null",
    sync: "present",
  },
  {
    type: "test.failing",
    summary: "An automated test started failing",
    description: prose(
      "Sent when a sync (or push) finds a test failing on at least one current, not excluded resource and no alert for that test and",
      "integration is open. `alert` names the integration and the test; `sync` is the sync that found it.",
    ),
    alert: "present",
    result: "null",
    sync: "present",
  },
  {
    type: "integration.sync_failed",
    summary: "An integration could not sync",
    description:
      "Sent when a sync fails (refused credentials, unreachable system, timeout) and no such alert is open. `alert.message` and `sync.error` say why.",
    alert: "present",
    result: "null",
    sync: "present",
  },
  {
    type: "webhook.test",
    summary: "Test event",
    description: "Sent by `POST /api/v1/monitoring/webhooks/{id}/test`; `alert`, `result` and `sync` are null.",
    alert: "null",
    result: "null",
    sync: "null",
  },
];

const COMMON =
  "Delivered as a POST of JSON to the registered `url`, signed per the Standard Webhooks specification: verify `webhook-signature` " +
  "over `<webhook-id>.<webhook-timestamp>.<raw body>` with the registration's `whsec_` secret (the `standardwebhooks` package does this) " +
  "and reject stale timestamps. Answer 2xx within 10 seconds; anything else is retried with growing delays, with the same `webhook-id` " +
  "(de-duplicate on it). Every attempt is listed at `GET /api/v1/monitoring/webhooks/{id}/deliveries`; a delivery can be sent again with " +
  "`.../deliveries/{deliveryId}/redeliver`.";

const HEADERS: JsonSchema[] = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    description: "The delivery's id; the same on every retry of this delivery.",
    schema: { type: "string" },
    example: "5a3f2c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b",
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description: "When this attempt was signed, in Unix seconds.",
    schema: { type: "string", pattern: "^[0-9]+$" },
    example: "1795339800",
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description: "`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`.",
    schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$" },
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
];

function payloadSchema(event: OutgoingEvent): z.ZodType {
  const alert = event.alert === "present" ? alertShape.extend({ type: z.literal(event.type as "check.failed") }) : z.null();
  const result = event.result === "present" ? resultShape : z.null();
  const sync = event.sync === "present" ? syncShape : z.null();
  return z.object({
    type: z.literal(event.type).describe("The event type."),
    timestamp: z.string().describe("When the event happened (ISO 8601): the check's or sync's completion time."),
    data: z.object({ alert, result, sync }),
  });
}

/** The OpenAPI 3.1 `webhooks` section: what this service sends to subscribers' URLs. */
export function buildWebhooks(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const event of EVENTS) {
    const schema = toJsonSchema(payloadSchema(event), "output");
    const example = sampleFrom(schema) as {
      type: string;
      timestamp: string;
      data: { alert: Record<string, unknown> | null; result: Record<string, unknown> | null };
    };
    if (example.data.result && event.type === "schedule.error")
      Object.assign(example.data.result, { status: "error", score: null, controls: [], error: "The framework `acme-controls` no longer exists." });
    out[event.type] = {
      post: {
        operationId: `webhook${event.type.replace(/(^|[.])(\w)/g, (_m, _dot: string, c: string) => c.toUpperCase())}`,
        summary: event.summary,
        description: `${event.description}\n\n${COMMON}`,
        tags: ["Monitoring"],
        security: [],
        parameters: HEADERS,
        requestBody: { required: true, content: { "application/json": { schema, example } } },
        responses: {
          "200": {
            description: "Received. Any 2xx status acknowledges the delivery; the answer's body is recorded (first 1,000 characters) and otherwise ignored.",
          },
          default: { description: "Any other status, or no answer within 10 seconds: the attempt is recorded as failed and retried later." },
        },
      },
    };
  }
  return out;
}
