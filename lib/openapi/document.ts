import type { RouteSpec } from "@/lib/http/route-spec";
import {
  ERROR_RESPONSES,
  errorSchemaFor,
  HEADERS,
  paginationSchema,
  REQUEST_ID_PARAMETER,
  RETRY_AFTER_HEADER,
  scimErrorResponseFor,
  scimErrorSchema,
  SECURITY_SCHEMES,
  TAGS,
  validationIssueSchema,
  type JsonSchema,
} from "./components";
import { routeGroups } from "./domains";
import { apiInfo } from "./info";
import { buildOperation, UsedComponents } from "./operation";
import { buildWebhooks } from "./webhooks";

function errorResponse(status: number): JsonSchema {
  const { description, example } = ERROR_RESPONSES[status];
  const headers: JsonSchema = { "X-Request-Id": { $ref: "#/components/headers/XRequestId" } };
  if (RETRY_AFTER_HEADER[status]) headers["Retry-After"] = { $ref: `#/components/headers/${RETRY_AFTER_HEADER[status]}` };
  return {
    description,
    headers,
    content: {
      "application/json": {
        schema: errorSchemaFor(status),
        example: { success: false, error: example },
      },
    },
  };
}

/** Every documented route spec, in document order. */
export function documentedRoutes(): RouteSpec[] {
  return routeGroups.flat();
}

export interface OpenApiDocument extends JsonSchema {
  openapi: "3.1.0";
  info: ReturnType<typeof apiInfo>;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  webhooks: Record<string, JsonSchema>;
  components: Record<string, Record<string, JsonSchema>>;
}

/** The OpenAPI 3.1 document, generated from the same route specs and zod schemas the handlers use. */
export function buildOpenApiDocument(serverUrl: string): OpenApiDocument {
  const used = new UsedComponents();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of documentedRoutes()) {
    const method = spec.method.toLowerCase();
    if (paths[spec.path]?.[method]) throw new Error(`Two route specs for ${spec.method} ${spec.path}`);
    (paths[spec.path] ??= {})[method] = buildOperation(spec, used);
  }
  const statuses = [...used.errorStatuses].sort((a, b) => a - b);
  const schemas: Record<string, JsonSchema> = { ValidationIssue: validationIssueSchema };
  if (used.pagination) schemas.Pagination = paginationSchema;
  const scimStatuses = [...used.scimErrorStatuses].sort((a, b) => a - b);
  if (scimStatuses.length) schemas.ScimError = scimErrorSchema;
  const tagNames = new Set(documentedRoutes().flatMap((spec) => spec.tags));
  tagNames.add("Monitoring"); // the webhooks section
  return {
    openapi: "3.1.0",
    info: apiInfo(serverUrl),
    servers: [{ url: serverUrl, description: "This deployment (its APP_URL)." }],
    tags: TAGS.filter((tag) => tagNames.has(tag.name)),
    paths,
    webhooks: buildWebhooks(),
    components: {
      schemas,
      responses: Object.fromEntries([
        ...statuses.map((status) => [ERROR_RESPONSES[status].name, errorResponse(status)]),
        ...scimStatuses.map((status) => [`Scim${ERROR_RESPONSES[status].name}`, scimErrorResponseFor(status)]),
      ]),
      headers: HEADERS,
      parameters: { RequestId: REQUEST_ID_PARAMETER },
      securitySchemes: Object.fromEntries([...used.securitySchemes].sort().map((name) => [name, SECURITY_SCHEMES[name]])),
    },
  };
}
