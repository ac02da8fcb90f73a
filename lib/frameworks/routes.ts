import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { pageQuery } from "@/lib/schemas";
import { frameworkDetailShape, frameworkParams, frameworkSummaryShape } from "./schemas";

export const listFrameworksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks",
  summary: "Built-in frameworks",
  tags: ["Frameworks"],
  auth: "none",
  query: pageQuery,
  response: z.array(frameworkSummaryShape),
  paginated: true,
});

export const getFrameworkRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks/{id}",
  summary: "One built-in framework with its controls",
  tags: ["Frameworks"],
  auth: "none",
  params: frameworkParams,
  response: frameworkDetailShape,
  errors: [404],
});

export const frameworkRoutes = [listFrameworksRoute, getFrameworkRoute];
