import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { pageQuery } from "@/lib/schemas";
import { frameworkDetailShape, frameworkParams, frameworkSummaryShape } from "./schemas";

export const listFrameworksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks",
  summary: "Built-in frameworks",
  description: "The seven built-in frameworks (SOC 2, ISO/IEC 27001:2022, HIPAA, GDPR, NIST CSF 2.0, NIST SP 800-53, PCI DSS 4.0) with their control counts. Public; no credential needed.",
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
  description: "Every control of the framework (`controlId`, `title`, `description`, `category`), in catalog order. An unknown id answers 404.",
  tags: ["Frameworks"],
  auth: "none",
  params: frameworkParams,
  response: frameworkDetailShape,
  errors: [404],
});

export const frameworkRoutes = [listFrameworksRoute, getFrameworkRoute];
