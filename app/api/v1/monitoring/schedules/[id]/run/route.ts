import { handle } from "@/lib/http/handle";
import { runScheduleRoute } from "@/lib/api/monitoring";
import { runScheduleNow } from "@/lib/monitoring";

export const POST = handle(runScheduleRoute, (ctx, { params }) => runScheduleNow(ctx, params.id));
