import { handle } from "@/lib/http/handle";
import { listAlerts, listAlertsRoute } from "@/lib/monitoring";

export const GET = handle(listAlertsRoute, (ctx, { query }) => listAlerts(ctx, query));
