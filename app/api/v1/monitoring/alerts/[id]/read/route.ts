import { handle } from "@/lib/http/handle";
import { readAlert, readAlertRoute } from "@/lib/monitoring";

export const POST = handle(readAlertRoute, (ctx, { params }) => readAlert(ctx, params.id));
