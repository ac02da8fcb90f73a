import type { RouteSpec } from "@/lib/http/route-spec";
import { customFrameworkRoutes } from "@/lib/custom-frameworks/routes";
import { authRoutes } from "@/lib/auth/routes";
import { systemRoutes } from "@/lib/system/routes";
import { frameworkRoutes } from "@/lib/frameworks/routes";
import { evidenceRoutes } from "@/lib/evidence/routes";
import { monitoringRoutes } from "@/lib/monitoring/routes";
import { auditRoutes } from "@/lib/audits/routes";
import { auditorRoutes } from "@/lib/audits/auditor/routes";
import { billingRoutes } from "@/lib/billing/routes";
import { documentRoutes } from "@/lib/documents/routes";

/** Every documented route, by domain. Each domain adds its `routes.ts` list here (one line). */
export const routeGroups: RouteSpec[][] = [systemRoutes, authRoutes, frameworkRoutes, evidenceRoutes, billingRoutes, auditRoutes, auditorRoutes, customFrameworkRoutes, monitoringRoutes, documentRoutes];
