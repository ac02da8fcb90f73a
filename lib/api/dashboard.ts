import { defineRoute } from "@/lib/http/route-spec";
import { readinessOverviewShape } from "@/lib/dashboard/schemas";
import { prose } from "@/lib/format/prose";

export const dashboardRoute = defineRoute({
  method: "GET",
  path: "/api/v1/dashboard",
  summary: "The readiness dashboard",
  description: prose(
    "Per framework with a monitoring schedule: the latest scored check (`score`, `status`, `checkedAt`; null before the first), the",
    "`trend` of its schedule's last 12 scores, the controls `met`/`partial`/`missing`/`notApplicable`, and up to 5 `nextActions`",
    "(missing before partial) with what to do and the readiness `reason`. Across the account: open evidence requests and findings",
    "(counts and the 5 most urgent, with their audit), evidence expiring within 30 days, and every audit not yet complete with its",
    'review progress. See docs/api.md "Dashboard".',
  ),
  tags: ["Dashboard"],
  auth: "customer",
  response: readinessOverviewShape,
});

export const dashboardRoutes = [dashboardRoute];
