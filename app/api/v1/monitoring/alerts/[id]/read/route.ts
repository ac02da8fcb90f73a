import { handle } from "@/lib/http/handle";
import { readAlertRoute } from "@/lib/api/monitoring";
import { readAlert } from "@/lib/alerts";

export const POST = handle(readAlertRoute, (ctx, { params }) => readAlert(ctx, params.id));
