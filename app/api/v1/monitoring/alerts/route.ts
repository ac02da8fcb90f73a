import { handle } from "@/lib/http/handle";
import { listAlertsRoute } from "@/lib/api/monitoring";
import { listAlerts } from "@/lib/alerts";

export const GET = handle(listAlertsRoute, (ctx, { query }) => listAlerts(ctx, query));
