import type { z } from "zod";
import type { ApiKeyScope } from "@/db/accounts";
import { type Role, roleAtLeast } from "@/lib/vocabulary";
import { routeKeyScopes, routeRole, takesApiKeys, type ResponseBody, type ResponseSpec, type RouteSpec, type SecuritySchemeName } from "@/lib/http/route-spec";
import { codesFor, ERROR_RESPONSES, type JsonSchema } from "./components";
import { sampleFrom } from "./examples";
import { toJsonSchema } from "./json-schema";

/** What the operations reference, so the document declares exactly the components in use. */
export class UsedComponents {
  readonly errorStatuses = new Set<number>();
  readonly securitySchemes = new Set<SecuritySchemeName>();
  pagination = false;
  readonly scimErrorStatuses = new Set<number>();
}

const SECURITY: Record<RouteSpec["auth"], SecuritySchemeName[]> = {
  none: [],
  customer: ["customerJwt", "consoleSession"],
  auditor: ["auditorJwt"],
  apiKey: ["apiKey"],
  customerOrApiKey: ["customerJwt", "consoleSession", "apiKey"],
  customerOrAuditor: ["customerJwt", "consoleSession", "auditorJwt"],
  apiKeyOrSession: ["apiKey", "consoleSession"],
  internal: ["internalToken"],
  scim: ["scimToken"],
};

/** Parameter descriptions by name, where the zod schema carries none. */
const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  id: "The resource's id.",
  rid: "The evidence request's id.",
  cid: "The control's id (UUID).",
  deliveryId: "The delivery's id.",
  templateId: "The template's id (e.g. `privacy-policy`).",
  limit: "Page size, 1..200 (default 50).",
  cursor: "`pagination.nextCursor` of the previous page.",
  status: "Only items with this status.",
  framework_id: "Only items of this framework (built-in id or custom framework id).",
  frameworkId: "Only items of this framework (built-in id or custom framework id).",
  framework: "Alias of `frameworkId`.",
  scheduleId: "Only items of this schedule.",
  control_id: "Only items of this control (its label, e.g. `CC6.1`).",
  severity: "Only findings of this severity.",
  type: "Only items of this type.",
  read: "`true` for read alerts, `false` for unread ones.",
  from: "Earliest completion time: an ISO 8601 instant, or `YYYY-MM-DD` for the start of that UTC day.",
  to: "Latest completion time: an ISO 8601 instant, or `YYYY-MM-DD` for the end of that UTC day.",
  format: "`markdown` (default) or `pdf`.",
};

export function operationIdOf(spec: RouteSpec): string {
  const camelPath = spec.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""));
  return `${spec.method.toLowerCase()}${camelPath}`;
}

function parameters(spec: RouteSpec): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [location, schema] of [
    ["path", spec.params],
    ["query", spec.query],
    ["header", spec.headers],
  ] as const) {
    if (!schema) continue;
    const json = toJsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...propertySchema } = property as { description?: string };
      const required = location === "path" || (json.required ?? []).includes(name);
      out.push({
        name,
        in: location,
        required,
        description: description ?? PARAMETER_DESCRIPTIONS[name] ?? `The \`${name}\` ${location} parameter.`,
        schema: propertySchema,
      });
    }
  }
  out.push({ $ref: "#/components/parameters/RequestId" });
  return out;
}

/** Statuses the wrapper and the service can answer, derived from the spec (docs/api.md §2). */
export function errorStatuses(spec: RouteSpec): number[] {
  if (spec.unwrapped) return [];
  const statuses = new Set<number>([500, ...(spec.errors ?? [])]);
  if (spec.auth !== "none" || spec.security?.length) [401, 403].forEach((s) => statuses.add(s));
  if (spec.tier) statuses.add(403);
  if (spec.body || spec.rawBody || spec.query) statuses.add(400);
  if (spec.params) statuses.add(404);
  // The wrapper's JSON reader answers 413 and 415; a service reading the raw body lists its own 415.
  if (spec.body || spec.rawBody) statuses.add(413);
  if (spec.body && !spec.rawBody) statuses.add(415);
  if ((spec.rateLimit ?? "api") !== "none") statuses.add(429);
  if (spec.database !== false) statuses.add(503);
  for (const status of Object.keys(spec.responses ?? {})) statuses.delete(Number(status));
  return [...statuses].filter((status) => status >= 400).sort((a, b) => a - b);
}

const ROLE_NOTE: Record<string, string> = {
  viewer: "Any member may call it.",
  member: "Needs the `member` role or higher; a viewer gets 403 `forbidden`.",
  admin: "Needs the `admin` role or higher; members and viewers get 403 `forbidden`.",
  owner: "Only the account's owner may call it (403 `forbidden` otherwise).",
};

/** The one sentence an operation says about the role it needs (docs/api.md §4). */
function roleNote(spec: RouteSpec): string | undefined {
  const role = routeRole(spec);
  return role ? ROLE_NOTE[role] : undefined;
}

/** The role an API key of each scope acts as (lib/context/guards.ts `roleOf`). */
const KEY_ROLE: Record<ApiKeyScope, Role> = { documents: "member", read_only: "viewer", full: "member" };

/**
 * The one sentence an operation says about API keys (docs/api.md §4), from the same declaration authenticate()
 * enforces (`routeKeyScopes`), less the scopes whose role falls short of the route's.
 */
function keyNote(spec: RouteSpec): string | undefined {
  if (!takesApiKeys(spec.auth)) return undefined;
  const required = routeRole(spec);
  const scopes = routeKeyScopes(spec).filter((scope) => !required || roleAtLeast(KEY_ROLE[scope], required));
  if (scopes.length === 0) return "API keys are refused (403 `forbidden`).";
  const names = scopes.map((scope) => `\`${scope}\``);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
  return `Takes an API key of the ${list} scope; a key of another scope gets 403 \`forbidden\`.`;
}

/** The one sentence an operation says about its plan (docs/api.md §6); an auditor has no plan of its own. */
function tierNote(spec: RouteSpec): string | undefined {
  if (!spec.tier) return undefined;
  const who = spec.auth === "auditor" ? "The audited account needs" : "Needs";
  return `${who} the \`${spec.tier}\` plan or higher (403 \`plan_upgrade_required\` otherwise).`;
}

function envelopeSchema(spec: RouteSpec, data: z.ZodType | undefined, used: UsedComponents): JsonSchema {
  // SCIM answers the resource itself (RFC 7644 §3).
  if (spec.envelope === "scim") return data ? toJsonSchema(data, "output") : {};
  const properties: Record<string, JsonSchema> = spec.envelope === "audit" ? {} : { success: { const: true } };
  properties.data = data ? toJsonSchema(data, "output") : {};
  const required = [...Object.keys(properties)];
  if (spec.paginated) {
    properties.pagination = { $ref: "#/components/schemas/Pagination" };
    required.push("pagination");
    used.pagination = true;
  }
  return { type: "object", required, additionalProperties: false, properties };
}

function envelopeExample(spec: RouteSpec, data: unknown): unknown {
  if (spec.envelope === "scim") return data;
  const base: Record<string, unknown> = spec.envelope === "audit" ? {} : { success: true };
  base.data = data;
  if (spec.paginated) base.pagination = { limit: 50, nextCursor: null, hasMore: false };
  return base;
}

const REQUEST_ID_HEADER = { "X-Request-Id": { $ref: "#/components/headers/XRequestId" } };

function content(bodies: Record<string, ResponseBody>): JsonSchema {
  const out: JsonSchema = {};
  for (const [mediaType, body] of Object.entries(bodies)) {
    if (!body.schema) {
      // OpenAPI 3.1: binary content is described by its media type alone.
      out[mediaType] = body.description ? { schema: { description: body.description } } : {};
      continue;
    }
    const schema = toJsonSchema(body.schema, "output");
    if (body.description) schema.description ??= body.description;
    out[mediaType] = { schema, example: body.example !== undefined ? body.example : sampleFrom(schema) };
  }
  return out;
}

function customResponse(spec: RouteSpec, response: ResponseSpec, used: UsedComponents): JsonSchema {
  // Only X-Request-Id is implied; Retry-After where the spec says so (health's 503).
  const headers: Record<string, JsonSchema> = { ...REQUEST_ID_HEADER };
  if (response.retryAfter) headers["Retry-After"] = { $ref: "#/components/headers/RetryAfter" };
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    headers[name] = {
      description: header.description,
      required: header.required ?? false,
      schema: { type: "string" },
      ...(header.example ? { example: header.example } : {}),
    };
  }
  if (response.data) {
    const schema = envelopeSchema(spec, response.data, used);
    const data = (schema.properties as Record<string, JsonSchema>).data;
    const example = envelopeExample(spec, response.example !== undefined ? response.example : sampleFrom(data));
    return { description: response.description, headers, content: { "application/json": { schema, example } } };
  }
  return { description: response.description, headers, ...(response.content ? { content: content(response.content) } : {}) };
}

function successResponse(spec: RouteSpec, used: UsedComponents): JsonSchema {
  const schema = envelopeSchema(spec, spec.response, used);
  const data = spec.envelope === "scim" ? schema : (schema.properties as Record<string, JsonSchema>).data;
  const example = envelopeExample(spec, spec.examples?.data !== undefined ? spec.examples.data : sampleFrom(data));
  return {
    description: "Success.",
    headers: REQUEST_ID_HEADER,
    content: { [spec.envelope === "scim" ? SCIM_MEDIA_TYPE : "application/json"]: { schema, example } },
  };
}

const SCIM_MEDIA_TYPE = "application/scim+json";

function requestBody(spec: RouteSpec): JsonSchema | undefined {
  const schema = spec.rawBody ? spec.rawBody.schema : spec.body;
  if (spec.rawBody && !schema) {
    return { required: true, description: spec.rawBody.description, content: { [spec.rawBody.contentType]: {} } };
  }
  if (!schema) return undefined;
  const json = toJsonSchema(schema, "input");
  const example = spec.examples?.body !== undefined ? spec.examples.body : sampleFrom(json);
  // An empty body reads as `{}` (lib/http/body.ts): a body whose fields are all optional may be left out.
  const required = !schema.safeParse({}).success;
  return {
    required,
    ...(spec.rawBody ? { description: spec.rawBody.description } : {}),
    // Identity providers send SCIM bodies as application/scim+json; the reader takes any JSON type.
    content: Object.fromEntries(
      (spec.envelope === "scim" ? [SCIM_MEDIA_TYPE, "application/json"] : [spec.rawBody?.contentType ?? "application/json"]).map((type) => [
        type,
        { schema: json, example },
      ]),
    ),
  };
}

/** One OpenAPI operation from one route spec: the same object the handler is built from. */
export function buildOperation(spec: RouteSpec, used: UsedComponents): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  const successStatus = spec.status ?? 200;
  if (!spec.responses?.[successStatus]) responses[String(successStatus)] = successResponse(spec, used);
  for (const [status, response] of Object.entries(spec.responses ?? {})) {
    responses[status] = customResponse(spec, response, used);
  }
  for (const status of errorStatuses(spec)) {
    if (!ERROR_RESPONSES[status] || codesFor(status).length === 0) throw new Error(`${spec.method} ${spec.path}: no error response for status ${status}`);
    if (spec.envelope === "scim") {
      // SCIM routes answer RFC 7644 §3.12 Error messages, not the API's envelope.
      used.scimErrorStatuses.add(status);
      responses[String(status)] = { $ref: `#/components/responses/Scim${ERROR_RESPONSES[status].name}` };
      continue;
    }
    used.errorStatuses.add(status);
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  const schemes = spec.security ?? SECURITY[spec.auth];
  schemes.forEach((scheme) => used.securitySchemes.add(scheme));
  const operation: JsonSchema = {
    operationId: operationIdOf(spec),
    summary: spec.summary,
    description: [spec.description ?? `${spec.summary}.`, roleNote(spec), keyNote(spec), tierNote(spec)].filter(Boolean).join("\n\n"),
    tags: spec.tags,
    security: schemes.map((scheme) => ({ [scheme]: [] })),
    parameters: parameters(spec),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
  };
  const body = requestBody(spec);
  if (body) operation.requestBody = body;
  return operation;
}
