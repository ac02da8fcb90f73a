import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";

export const healthRoute = defineRoute({
  method: "GET",
  path: "/api/health",
  summary: "Liveness and database check",
  description: "Answers 200 `{status:\"ok\", db:\"ok\"}` when the database answers, 503 otherwise.",
  tags: ["System"],
  auth: "none",
  rateLimit: "none",
  response: z.object({ status: z.literal("ok"), db: z.literal("ok") }),
  errors: [503],
});

export const openApiRoute = defineRoute({
  method: "GET",
  path: "/api/v1/openapi.json",
  summary: "This OpenAPI 3.1 document",
  tags: ["System"],
  auth: "none",
  rateLimit: "none",
});

export const systemRoutes = [healthRoute, openApiRoute];
