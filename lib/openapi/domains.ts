import type { RouteSpec } from "@/lib/http/route-spec";
import { customFrameworkRoutes } from "@/lib/custom-frameworks";
import { authRoutes } from "@/lib/auth";
import { systemRoutes } from "@/lib/system";
import { frameworkRoutes } from "@/lib/frameworks";
import { evidenceRoutes } from "@/lib/evidence";
import { monitoringRoutes } from "@/lib/monitoring";
import { auditRoutes, auditorRoutes, populationRoutes, sampleRoutes } from "@/lib/audits";
import { billingRoutes } from "@/lib/billing";
import { documentRoutes } from "@/lib/documents";
import { dashboardRoutes } from "@/lib/dashboard";
import { integrationRoutes } from "@/lib/integrations";
import { memberRoutes } from "@/lib/members";
import { notificationRoutes } from "@/lib/notifications";
import { workRoutes } from "@/lib/work";
import { scopeRoutes } from "@/lib/scope";
import { scimRoutes } from "@/lib/scim";
import { ssoRoutes } from "@/lib/sso";

/** Every documented route, by domain. Each domain adds its `routes.ts` list here (one line). */
export const routeGroups: RouteSpec[][] = [
  systemRoutes,
  authRoutes,
  frameworkRoutes,
  evidenceRoutes,
  billingRoutes,
  auditRoutes,
  auditorRoutes,
  populationRoutes,
  sampleRoutes,
  customFrameworkRoutes,
  monitoringRoutes,
  integrationRoutes,
  documentRoutes,
  dashboardRoutes,
  notificationRoutes,
  memberRoutes,
  workRoutes,
  scopeRoutes,
  scimRoutes,
  ssoRoutes,
];
