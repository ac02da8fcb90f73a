import { handle } from "@/lib/http/handle";
import { deleteSchedule } from "@/lib/monitoring/delete-schedule";
import { deleteScheduleRoute, updateScheduleRoute } from "@/lib/monitoring/routes";
import { updateSchedule } from "@/lib/monitoring/update-schedule";

export const PATCH = handle(updateScheduleRoute, (ctx, { params, body }) => updateSchedule(ctx, params.id, body));
export const DELETE = handle(deleteScheduleRoute, (ctx, { params }) => deleteSchedule(ctx, params.id));
