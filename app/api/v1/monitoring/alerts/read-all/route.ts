import { handle } from "@/lib/http/handle";
import { readAllAlertsRoute } from "@/lib/api/monitoring";
import { readAllAlerts } from "@/lib/alerts";

export const POST = handle(readAllAlertsRoute, (ctx) => readAllAlerts(ctx));
