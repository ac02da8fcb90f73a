import { AUDITS_TIER, CUSTOM_FRAMEWORKS_TIER } from "@/lib/vocabulary";
import { prose } from "@/lib/format/prose";

/** The project's licence (LICENSE, package.json); the API description is part of the work. */
export const API_LICENSE = { name: "Apache-2.0", identifier: "Apache-2.0" };

export function apiInfo(serverUrl: string) {
  return {
    title: "Compliance Platform API",
    version: "1.0.0",
    summary: "Audits, custom frameworks, compliance documents, billing, continuous monitoring and integrations.",
    description: [
      prose(
        "REST API of the Compliance Platform: audits with an external-auditor portal, custom frameworks, compliance documents, billing and",
        "continuous monitoring.",
      ),
      "**Conventions.** JSON in and out (UTF-8). Audit routes (customer and auditor) answer `{data}`; every other family `{success: true, data}`. " +
        "Errors, every family: `{success: false, error: {code, message, details?}}` — branch on `code`; `validation_failed` lists every " +
        "problem as `{path, message}`. " +
        "Lists take `limit` (1..200, default 50) and `cursor` and answer `pagination: {limit, nextCursor, hasMore}` beside `data`, newest " +
        "first unless stated. " +
        "Timestamps are ISO 8601 UTC. Unknown body fields are rejected; strings are trimmed.",
      "**Every response** carries `X-Request-Id` (your well-formed `X-Request-Id`, else a new one). `429 rate_limited` and `503 " +
        "service_unavailable` carry `Retry-After` seconds. " +
        "An unknown `/api/v1` path answers `404 not_found` in the error envelope.",
      "**Authentication.** Customer routes take the JWT from `POST /api/v1/auth/token` as `Authorization: Bearer`, or the console's session cookie. " +
        "Auditor routes take the auditor JWT from `POST /api/v1/auditor/accept-invitation`. Document generate, bulk and validate, and " +
        "pushes to an integration, take an API key (`X-API-Key`). " +
        `Audits need the \`${AUDITS_TIER}\` plan or higher, custom frameworks \`${CUSTOM_FRAMEWORKS_TIER}\` or higher (403 \`plan_upgrade_required\`).`,
      "**Outgoing webhooks.** Monitoring and integration events are POSTed to registered URLs, signed per Standard Webhooks; see `webhooks`.",
    ].join("\n\n"),
    contact: { name: "Operator of this deployment", url: serverUrl },
    license: API_LICENSE,
  };
}
