import { z } from "zod";
import { ERROR_STATUS } from "@/lib/errors";
import type { RouteSpec } from "@/lib/http/route-spec";
import { routeGroups } from "./domains";

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: "object",
  required: ["success", "error"],
  properties: {
    success: { const: false },
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", enum: Object.keys(ERROR_STATUS) },
        message: { type: "string" },
        details: { description: "validation_failed: a list of {path, message}; other codes: code-specific object" },
      },
    },
  },
};

const paginationSchema: JsonSchema = {
  type: "object",
  required: ["limit", "nextCursor", "hasMore"],
  properties: { limit: { type: "integer" }, nextCursor: { type: ["string", "null"] }, hasMore: { type: "boolean" } },
};

function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function successSchema(spec: RouteSpec): JsonSchema {
  const data = spec.response ? toJson(spec.response, "output") : {};
  if (spec.envelope === "audit") {
    return { type: "object", required: ["data"], properties: { data, ...(spec.paginated ? { pagination: paginationSchema } : {}) } };
  }
  return {
    type: "object",
    required: ["success", "data"],
    properties: { success: { const: true }, data, ...(spec.paginated ? { pagination: paginationSchema } : {}) },
  };
}

function parameters(spec: RouteSpec): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [location, schema] of [["path", spec.params], ["query", spec.query]] as const) {
    if (!schema) continue;
    const json = toJson(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: location, required: location === "path" || (json.required ?? []).includes(name), schema: property });
    }
  }
  return out;
}

const SECURITY: Record<RouteSpec["auth"], JsonSchema[] | undefined> = {
  none: [],
  customer: [{ customerJwt: [] }, { consoleSession: [] }],
  auditor: [{ auditorJwt: [] }],
  apiKey: [{ apiKey: [] }],
  customerOrApiKey: [{ customerJwt: [] }, { consoleSession: [] }, { apiKey: [] }],
  customerOrAuditor: [{ customerJwt: [] }, { consoleSession: [] }, { auditorJwt: [] }],
};

function errorStatuses(spec: RouteSpec): number[] {
  const statuses = new Set<number>([500, ...(spec.errors ?? [])]);
  if (spec.auth !== "none") [401, 403].forEach((s) => statuses.add(s));
  if (spec.body || spec.query) statuses.add(400);
  if (spec.params) statuses.add(404);
  if (spec.body) [413, 415].forEach((s) => statuses.add(s));
  if ((spec.rateLimit ?? "api") !== "none") statuses.add(429);
  return [...statuses].sort();
}

function tierNote(spec: RouteSpec): string | undefined {
  return spec.tier && `Needs the \`${spec.tier}\` plan or higher (403 \`plan_upgrade_required\` otherwise).`;
}

/** The OpenAPI 3.1 document, generated from the same route specs and zod schemas the handlers use. */
export function buildOpenApiDocument(serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of routeGroups.flat()) {
    const responses: Record<string, JsonSchema> = {
      [String(spec.status ?? 200)]: { description: "Success", content: { "application/json": { schema: successSchema(spec) } } },
    };
    for (const status of errorStatuses(spec)) {
      responses[String(status)] = { description: "Error (see error.code)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
    }
    const operation: JsonSchema = {
      operationId: `${spec.method.toLowerCase()}${spec.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
      summary: spec.summary,
      ...(spec.description || spec.tier ? { description: [spec.description, tierNote(spec)].filter(Boolean).join("\n\n") } : {}),
      tags: spec.tags,
      security: SECURITY[spec.auth],
      parameters: parameters(spec),
      responses,
    };
    if (spec.rawBody) {
      operation.requestBody = { required: true, description: spec.rawBody.description, content: { [spec.rawBody.contentType]: {} } };
    } else if (spec.body) {
      operation.requestBody = { required: true, content: { "application/json": { schema: toJson(spec.body, "input") } } };
    }
    (paths[spec.path] ??= {})[spec.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Compliance Platform API",
      version: "1.0.0",
      description:
        "Audits, custom frameworks, compliance documents, billing and monitoring. JSON in and out; errors are " +
        "`{success:false, error:{code, message, details?}}`; lists take `limit` (≤ 200) and `cursor` and answer `pagination`. " +
        "Audit routes answer `{data}`; every other family `{success:true, data}`.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        customerJwt: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "Customer token from POST /api/v1/auth/token (1 hour)." },
        auditorJwt: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "Auditor token from POST /api/v1/auditor/accept-invitation (7 days)." },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "API key `cpk_…` (also accepted as `Authorization: Bearer`)." },
        consoleSession: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "The console's next-auth session." },
      },
    },
  };
}
