import { handle } from "@/lib/http/handle";
import { dashboardRoute } from "@/lib/api/dashboard";
import { getReadinessOverview } from "@/lib/dashboard";

export const GET = handle(dashboardRoute, (ctx) => getReadinessOverview(ctx));
