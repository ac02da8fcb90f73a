import type { RouteSpec } from "@/lib/http/route-spec";

// Filled in by the populations work of issue 16.
export const populationRoutes: RouteSpec[] = [];
