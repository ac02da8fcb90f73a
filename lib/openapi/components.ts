import { AUDITS_TIER, CUSTOM_FRAMEWORKS_TIER } from "@/lib/vocabulary";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import type { SecuritySchemeName } from "@/lib/http/route-spec";
import { prose } from "@/lib/format/prose";

export type JsonSchema = Record<string, unknown>;

/** Error codes by HTTP status, from the one table the edge maps errors with (lib/errors.ts). */
export function codesFor(status: number): ErrorCode[] {
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === status);
}

/** The error envelope of every family (docs/api.md §2), with `error.code` narrowed to the codes of one status. */
export function errorSchemaFor(status: number): JsonSchema {
  return {
    type: "object",
    required: ["success", "error"],
    additionalProperties: false,
    properties: {
      success: { const: false },
      error: {
        type: "object",
        required: ["code", "message"],
        additionalProperties: false,
        properties: {
          code: { type: "string", enum: codesFor(status), description: "Stable, snake_case; branch on this, not on the message." },
          message: { type: "string", description: "A human sentence; may change." },
          details: {
            description: prose(
              "`validation_failed`: every problem as `{path, message}` (path like `controls.3.title`). Other codes: a code-specific",
              "object, e.g. `{requiredTier, currentTier}`, `{limit, used}`, `{from, to, allowed}`, `{retryAfter}`.",
            ),
            anyOf: [{ type: "array", items: { $ref: "#/components/schemas/ValidationIssue" } }, { type: "object" }],
          },
        },
      },
    },
  };
}

export const validationIssueSchema: JsonSchema = {
  type: "object",
  required: ["path", "message"],
  additionalProperties: false,
  properties: {
    path: { type: "string", description: "Dot path of the field (`controls.3.title`); empty for the body itself." },
    message: { type: "string" },
    row: { type: "integer", minimum: 1, description: "CSV imports: the line as a spreadsheet numbers it (header = row 1)." },
    column: { type: ["string", "null"], description: "CSV imports: the column's header name, or null for the whole row." },
  },
};

export const paginationSchema: JsonSchema = {
  type: "object",
  description: "Beside `data` on every list. Pass `nextCursor` as `cursor` for the next page.",
  required: ["limit", "nextCursor", "hasMore"],
  additionalProperties: false,
  properties: {
    limit: { type: "integer", minimum: 1, maximum: 200 },
    nextCursor: { type: ["string", "null"] },
    hasMore: { type: "boolean" },
  },
};

interface ErrorResponse {
  name: string;
  description: string;
  example: { code: ErrorCode; message: string; details?: unknown };
}

/** One reusable response per error status; its schema narrows `error.code` to that status's codes. */
export const ERROR_RESPONSES: Record<number, ErrorResponse> = {
  400: {
    name: "BadRequest",
    description: prose(
      "The request is malformed: `validation_failed` (body, query or path; `details` names every problem), `invalid_json`, or",
      "`invalid_signature` (signed webhooks).",
    ),
    example: { code: "validation_failed", message: "title: Required", details: [{ path: "title", message: "Required" }] },
  },
  401: {
    name: "Unauthorized",
    description: prose(
      "`unauthorized`: the credential is missing, malformed, expired, revoked or signed with another key; `invalid_credentials` for a",
      "wrong e-mail/password pair.",
    ),
    example: { code: "unauthorized", message: "Authentication is required." },
  },
  402: {
    name: "PaymentRequired",
    description: "`usage_limit_exceeded`: the period's metered-operation limit is reached; `details: {limit, used}`.",
    example: { code: "usage_limit_exceeded", message: "The usage limit for this billing period has been reached.", details: { limit: 100, used: 100 } },
  },
  403: {
    name: "Forbidden",
    description: prose(
      "`forbidden`: a valid credential of another scope; `plan_upgrade_required`: the account's plan is below the route's, `details:",
      "{requiredTier, currentTier}`.",
    ),
    example: { code: "forbidden", message: "This credential may not access this resource." },
  },
  404: {
    name: "NotFound",
    description: "`not_found`: nothing with this id in the caller's account (another tenant's resource is also 404).",
    example: { code: "not_found", message: "The resource was not found." },
  },
  409: {
    name: "Conflict",
    description: prose(
      "A state or uniqueness conflict: `invalid_transition` (`details: {from, to, allowed}`), `framework_locked`,",
      "`framework_not_published`, `audit_complete`, `conflict`, `email_taken`, `billing_disabled` (no Stripe on this server).",
    ),
    example: { code: "conflict", message: "The resource conflicts with an existing one." },
  },
  413: {
    name: "PayloadTooLarge",
    description: "`payload_too_large`: the body is over the limit (JSON 1 MiB, framework import 16 MiB, upload 10 MiB); `details: {limit}` in bytes.",
    example: { code: "payload_too_large", message: "The request body is larger than 1024 KiB.", details: { limit: 1048576 } },
  },
  415: {
    name: "UnsupportedMediaType",
    description: "`unsupported_media_type`: the body is not in the content type the operation takes.",
    example: { code: "unsupported_media_type", message: "Send the body as application/json." },
  },
  429: {
    name: "TooManyRequests",
    description: "`rate_limited`: too many requests from this caller or client address; retry after `Retry-After` seconds.",
    example: { code: "rate_limited", message: "Too many requests; retry in 42 s.", details: { retryAfter: 42 } },
  },
  500: {
    name: "InternalError",
    description: "`internal_error`: an unexpected failure, logged with the request id (quote `X-Request-Id` when reporting it).",
    example: { code: "internal_error", message: "An unexpected error occurred. Quote the request id when reporting it." },
  },
  503: {
    name: "ServiceUnavailable",
    description: prose(
      "`service_unavailable`: the database, file storage (routes that read or write files) or a required provider is unreachable or not",
      "configured; nothing was changed. Retry after `Retry-After` seconds.",
    ),
    example: { code: "service_unavailable", message: "The service is temporarily unavailable." },
  },
};

/** The `Retry-After` header of each status that has one: always on 429, on 503 when the database is down (docs/api.md §2, §5). */
export const RETRY_AFTER_HEADER: Record<number, string> = { 429: "RetryAfter", 503: "RetryAfterUnavailable" };

export const HEADERS: Record<string, JsonSchema> = {
  XRequestId: {
    description: prose(
      "The request's id: the caller's `X-Request-Id` when it is 1–128 characters of `A-Z a-z 0-9 . _ : -`, else a new UUID. Logged with",
      "every line of the request.",
    ),
    required: true,
    schema: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9._:-]{1,128}$" },
    example: "3f1c1f0e-6f5e-4a53-9c1e-2b8d5f2b9a10",
  },
  RetryAfter: {
    description: "Seconds to wait before retrying.",
    required: true,
    schema: { type: "integer", minimum: 1 },
    example: 30,
  },
  RetryAfterUnavailable: {
    description: prose(
      "Seconds to wait before retrying, sent when the database is unreachable (a temporary outage the service recovers from by itself).",
      "Absent when a provider the operation needs is not configured or failed (Stripe on checkout and portal).",
    ),
    required: false,
    schema: { type: "integer", minimum: 1 },
    example: 5,
  },
};

export const REQUEST_ID_PARAMETER: JsonSchema = {
  name: "X-Request-Id",
  in: "header",
  required: false,
  description: "Optional id to correlate this request in logs; echoed in the response's `X-Request-Id` when well-formed.",
  schema: { type: "string", maxLength: 128, pattern: "^[A-Za-z0-9._:-]{1,128}$" },
  example: "req-2026-11-22-0001",
};

export const SECURITY_SCHEMES: Record<SecuritySchemeName, JsonSchema> = {
  customerJwt: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "Customer token from `POST /api/v1/auth/token` (1 hour)." },
  consoleSession: {
    type: "apiKey",
    in: "cookie",
    name: "next-auth.session-token",
    description: "The console's next-auth session cookie (writes must come from the app's own origin).",
  },
  auditorJwt: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "Auditor token from `POST /api/v1/auditor/accept-invitation` (7 days); the auditor portal keeps it in the httpOnly `cp_auditor` cookie, also accepted.",
  },
  apiKey: {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "API key `cpk_…` from `POST /api/v1/api-keys` (also accepted as `Authorization: Bearer`).",
  },
  scimToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A SCIM token `scim_…` of the account, created by an admin (`POST /api/v1/scim/tokens`); it reaches `/scim/v2` only, and nothing else reaches it.",
  },
  internalToken: {
    type: "http",
    scheme: "bearer",
    description: prose(
      "`Authorization: Bearer` with the server's `INTERNAL_API_TOKEN`, for other services of the operator; no other credential is",
      "accepted. Routes with this scheme are disabled (403 `forbidden`) while the variable is unset; a missing or wrong token is 401.",
    ),
  },
};

/** RFC 7644 §3.12: how SCIM routes answer errors. */
export const scimErrorSchema: JsonSchema = {
  type: "object",
  required: ["schemas", "status", "detail"],
  additionalProperties: false,
  properties: {
    schemas: { type: "array", items: { const: "urn:ietf:params:scim:api:messages:2.0:Error" } },
    status: { type: "string", description: "The HTTP status, as a string." },
    scimType: { type: "string", enum: ["invalidFilter", "invalidValue", "invalidSyntax", "invalidPath", "noTarget", "mutability", "uniqueness"] },
    detail: { type: "string", description: "A human sentence; may change." },
  },
};

const SCIM_ERROR_DESCRIPTIONS: Record<number, string> = {
  400: prose(
    "The request is malformed: `scimType` `invalidFilter` (a filter this endpoint does not support), `invalidValue` (e.g. an e-mail",
    "outside the account's verified domains), `invalidSyntax`, `invalidPath`, `noTarget`, or `mutability` (removing a required attribute,",
    "touching a read-only one, or changing the owner's userName or e-mails).",
  ),
  401: "The SCIM token is missing, unknown or revoked.",
  404: "No such resource in the token's account (another account's is also 404).",
  409: "`uniqueness` (the e-mail or group name is taken), or the change would leave the account without an active owner (no `scimType`).",
  413: "The body is over 1 MiB.",
  415: "The body is not JSON (`application/scim+json` or `application/json`).",
  429: "Too many requests with this token; retry after `Retry-After` seconds.",
  500: "An unexpected failure, logged with the request id.",
  503: "The database is unreachable; nothing was changed. Retry after `Retry-After` seconds.",
};

/** A SCIM route's error response (components.responses.Scim…): the Error message, as `application/scim+json`. */
export function scimErrorResponseFor(status: number): JsonSchema {
  const headers: JsonSchema = { "X-Request-Id": { $ref: "#/components/headers/XRequestId" } };
  if (RETRY_AFTER_HEADER[status]) headers["Retry-After"] = { $ref: `#/components/headers/${RETRY_AFTER_HEADER[status]}` };
  const scimType = status === 400 ? { scimType: "invalidFilter" } : status === 409 ? { scimType: "uniqueness" } : {};
  return {
    description: SCIM_ERROR_DESCRIPTIONS[status] ?? `${ERROR_RESPONSES[status].description} (as a SCIM Error message)`,
    headers,
    content: {
      "application/scim+json": {
        schema: { $ref: "#/components/schemas/ScimError" },
        example: {
          schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
          status: String(status),
          ...scimType,
          detail: ERROR_RESPONSES[status].example.message,
        },
      },
    },
  };
}

/** `business` → `Business`, for prose that starts a sentence with the plan. */
function planName(tier: string): string {
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** Global tags, in the order the reference shows them. */
export const TAGS: { name: string; description: string }[] = [
  { name: "System", description: "Health check and this document." },
  { name: "Auth", description: "Accounts, customer tokens and the signed-in user. New accounts start on the `free` tier." },
  {
    name: "API keys",
    description: "Keys for server-to-server use of the API, each with a scope (documents, read-only or full); the secret is shown once. Admins manage them.",
  },
  {
    name: "Members",
    description: prose(
      "The people of an account and their roles (viewer, member, admin, owner): invitations by e-mail, role changes, deactivation,",
      "removal and ownership transfer.",
    ),
  },
  { name: "Frameworks", description: "The seven built-in compliance frameworks and their controls, from public catalogs." },
  { name: "Evidence", description: "Evidence items mapped to controls, and uploaded evidence files (served back only to the account and its auditors)." },
  {
    name: "Audits",
    description:
      `The customer's side of an audit: create, move through its states, invite the auditor, answer evidence requests, report. ` +
      `${planName(AUDITS_TIER)} tier or higher; envelope \`{data}\`.`,
  },
  {
    name: "Auditor",
    description: "The external auditor's side, with the auditor JWT: review controls, request evidence, record findings, complete. Envelope `{data}`.",
  },
  {
    name: "Custom frameworks",
    description:
      `The account's own frameworks: controls, mappings to built-in controls, publish, clone, import/export, assessment. ` +
      `${planName(CUSTOM_FRAMEWORKS_TIER)} tier or higher.`,
  },
  { name: "Documents", description: "Compliance document templates, generation (API key), validation against framework requirements, search and downloads." },
  { name: "Billing", description: "Plan, Stripe checkout and portal, subscription, usage and invoices; the Stripe webhook and internal usage tracking." },
  {
    name: "Monitoring",
    description: "Scheduled compliance checks, their results and alerts (a schedule's or an integration's), and signed outgoing webhooks (see `webhooks`).",
  },
  {
    name: "Integrations",
    description: prose(
      "Connections to the systems a company runs (GitHub, AWS, Google Workspace, Okta, PostgreSQL, HTTPS endpoints, e-mail domains, the",
      "device agent, custom resources): syncs, discovered resources, pushes.",
    ),
  },
  {
    name: "Tests",
    description:
      "Automated tests over integrations' resources (built-in and custom CEL tests): per-resource outcomes, history, exclusions and the remediation SLA.",
  },
  {
    name: "Single sign-on",
    description:
      "Verified e-mail domains and identity providers (OpenID Connect, SAML 2.0) for admins, and the browser's sign-in flow through them (redirects).",
  },
  {
    name: "SCIM",
    description: prose(
      "SCIM 2.0 provisioning at `/scim/v2` (RFC 7643/7644) for identity providers, with the account's SCIM token; and its management",
      "(tokens, group roles) for admins.",
    ),
  },
  {
    name: "Dashboard",
    description: "The readiness dashboard: per monitored framework the score, trend and next actions; open audit work and expiring evidence.",
  },
  {
    name: "Work",
    description:
      "Who is answerable for what: control owners, each member's assigned work (`/work`), and the account's audit trail (`/events`, admins and owners).",
  },
  {
    name: "Scope",
    description: prose(
      "Which controls apply to the company, and why (the account's scope decisions, which the readiness model honours), and the ISO/IEC",
      "27001 Statement of Applicability generated from them as JSON, CSV or PDF.",
    ),
  },
  {
    name: "Incidents",
    description: prose(
      "The incident register (SOC 2 CC7.3–CC7.5, ISO/IEC 27001 A.5.24–A.5.28, HIPAA 164.308(a)(6)): each incident's handling, its",
      "timeline, a personal data breach's notification deadlines, and the post-incident review with its actions.",
    ),
  },
  {
    name: "People",
    description: prose(
      "The workforce, whether or not they sign in: people with their managers, departments and employment dates, where each field came from,",
      "their joiner and leaver events, and CSV import.",
    ),
  },
  {
    name: "Policy acceptance",
    description: prose(
      "Which approved documents people must accept (everyone or some departments), the immutable acceptance records naming each version's",
      "SHA-256, their CSV export, and coverage per document and overall (95% counts as met for readiness).",
    ),
  },
  { name: "Notifications", description: "Each member's own notifications (the console's bell) and e-mail preferences: immediately, a daily digest or off." },
  {
    name: "Risks",
    description: prose(
      "The risk register (ISO/IEC 27001 6.1.2 and 6.1.3, SOC 2 CC3): risks scored on the account's likelihood × impact scale, inherent",
      "and residual, their treatment plans as tasks, links to the controls that treat them, acceptance by an owner or admin, the",
      "matrix, and the register as CSV.",
    ),
  },
];
