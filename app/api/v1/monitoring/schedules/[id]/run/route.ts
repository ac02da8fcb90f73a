import { handle } from "@/lib/http/handle";
import { runScheduleRoute } from "@/lib/monitoring/routes";
import { runScheduleNow } from "@/lib/monitoring/run-schedule-now";

export const POST = handle(runScheduleRoute, (ctx, { params }) => runScheduleNow(ctx, params.id));
