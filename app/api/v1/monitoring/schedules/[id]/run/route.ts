import { handle } from "@/lib/http/handle";
import { runScheduleRoute, runScheduleNow } from "@/lib/monitoring";

export const POST = handle(runScheduleRoute, (ctx, { params }) => runScheduleNow(ctx, params.id));
