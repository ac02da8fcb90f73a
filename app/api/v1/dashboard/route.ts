import { handle } from "@/lib/http/handle";
import { dashboardRoute, getReadinessOverview } from "@/lib/dashboard";

export const GET = handle(dashboardRoute, (ctx) => getReadinessOverview(ctx));
