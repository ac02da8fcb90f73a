import type { RouteSpec } from "@/lib/http/route-spec";

// Filled in by the samples work of issue 16.
export const sampleRoutes: RouteSpec[] = [];
