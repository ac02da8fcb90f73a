import type { RouteSpec } from "@/lib/http/route-spec";
import { customFrameworkRoutes } from "@/lib/api/custom-frameworks";
import { authRoutes } from "@/lib/api/auth";
import { systemRoutes } from "@/lib/api/system";
import { frameworkRoutes } from "@/lib/api/frameworks";
import { evidenceRoutes } from "@/lib/api/evidence";
import { monitoringRoutes } from "@/lib/api/monitoring";
import { auditRoutes, auditorRoutes, populationRoutes, sampleRoutes } from "@/lib/api/audits";
import { billingRoutes } from "@/lib/api/billing";
import { documentRoutes } from "@/lib/api/documents";
import { dashboardRoutes } from "@/lib/api/dashboard";
import { integrationRoutes } from "@/lib/api/integrations";
import { memberRoutes } from "@/lib/api/members";
import { notificationRoutes } from "@/lib/api/notifications";
import { workRoutes } from "@/lib/api/work";
import { scopeRoutes } from "@/lib/api/scope";
import { scimRoutes } from "@/lib/api/scim";
import { ssoRoutes } from "@/lib/api/sso";
import { incidentRoutes } from "@/lib/api/incidents";
import { riskRoutes } from "@/lib/api/risks";
import { peopleRoutes } from "@/lib/api/people";
import { policyAcceptanceRoutes } from "@/lib/api/policy-acceptance";

/** Every documented route, by domain. Each domain's route specs in lib/api add their list here (one line). */
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
  incidentRoutes,
  scimRoutes,
  ssoRoutes,
  riskRoutes,
  peopleRoutes,
  policyAcceptanceRoutes,
];
