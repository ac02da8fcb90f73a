import { handle } from "@/lib/http/handle";
import { readAlert } from "@/lib/monitoring/read-alert";
import { readAlertRoute } from "@/lib/monitoring/routes";

export const POST = handle(readAlertRoute, (ctx, { params }) => readAlert(ctx, params.id));
