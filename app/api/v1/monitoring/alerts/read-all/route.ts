import { handle } from "@/lib/http/handle";
import { readAllAlerts, readAllAlertsRoute } from "@/lib/monitoring";

export const POST = handle(readAllAlertsRoute, (ctx) => readAllAlerts(ctx));
