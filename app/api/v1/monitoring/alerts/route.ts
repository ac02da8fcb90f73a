import { handle } from "@/lib/http/handle";
import { listAlerts } from "@/lib/monitoring/list-alerts";
import { listAlertsRoute } from "@/lib/monitoring/routes";

export const GET = handle(listAlertsRoute, (ctx, { query }) => listAlerts(ctx, query));
