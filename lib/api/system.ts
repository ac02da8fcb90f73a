import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { prose } from "@/lib/format/prose";

const storageHealth = z
  .enum(["ok", "down"])
  .describe(
    prose(
      "File storage (the upload folder or the S3 bucket) answered one cheap request within 800 ms. While it is down, file uploads, downloads",
      "and packages answer 503 with `Retry-After`; everything else works.",
    ),
  );
const rateLimitStoreHealth = z
  .enum(["ok", "down"])
  .optional()
  .describe(
    prose(
      "Present only when the API rate limit is counted in Redis (`RATE_LIMIT_API_STORE=redis`): Redis answered a PING within 800 ms. While it",
      "is down each instance counts the limit on its own; no request is refused for it.",
    ),
  );
export const healthOkShape = z.object({ status: z.literal("ok"), db: z.literal("ok"), storage: storageHealth, rateLimitStore: rateLimitStoreHealth });
export const healthDownShape = z.object({
  status: z.literal("error"),
  db: z.literal("down").describe("The database did not answer within 800 ms (or is unreachable)."),
  storage: storageHealth,
  rateLimitStore: rateLimitStoreHealth,
});

export const healthRoute = defineRoute({
  method: "GET",
  path: "/api/health",
  summary: "Liveness, database and storage check",
  description: prose(
    "For load balancers and uptime checks: one round trip to the database and one to file storage, at once, answered within a second. Needs",
    "no credential and is not rate limited. Its answer is not the API envelope: `{status, db, storage}` with 200 when the database answers",
    "(whatever `storage` says: only file routes need it), 503 with `Retry-After` otherwise. With the API rate limit counted in Redis, a",
    "PING to it runs beside them and `rateLimitStore` reports it (which never changes the status).",
  ),
  tags: ["System"],
  auth: "none",
  rateLimit: "none",
  unwrapped: true,
  responses: {
    200: {
      description: "The service and its database answer; `storage` says whether file storage does.",
      content: { "application/json": { schema: healthOkShape } },
    },
    503: {
      description: "The database does not answer; the service recovers by itself once it does.",
      content: { "application/json": { schema: healthDownShape } },
      retryAfter: true,
    },
  },
});

/** What the document route answers: the OpenAPI 3.1 document (its own schema is the OpenAPI specification's). */
const openApiDocumentShape = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const openApiRoute = defineRoute({
  method: "GET",
  path: "/api/v1/openapi.json",
  summary: "This OpenAPI 3.1 document",
  description: prose(
    "The description of every route, generated from the same route specs and schemas the handlers validate with; rendered at `/docs`.",
    "Needs no credential, is not rate limited and does not use the database. Not wrapped in the API envelope.",
  ),
  tags: ["System"],
  auth: "none",
  rateLimit: "none",
  database: false,
  responses: {
    200: {
      description: "The OpenAPI 3.1 document.",
      content: {
        "application/json": {
          schema: openApiDocumentShape,
          example: { openapi: "3.1.0", info: { title: "Compliance Platform API", version: "1.0.0" }, paths: {} },
        },
      },
    },
  },
});

export const systemRoutes = [healthRoute, openApiRoute];
