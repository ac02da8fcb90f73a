import { handle } from "@/lib/http/handle";
import { readAllAlerts } from "@/lib/monitoring/read-all-alerts";
import { readAllAlertsRoute } from "@/lib/monitoring/routes";

export const POST = handle(readAllAlertsRoute, (ctx) => readAllAlerts(ctx));
