import { handle } from "@/lib/http/handle";
import { deleteScheduleRoute, updateScheduleRoute } from "@/lib/api/monitoring";
import { deleteSchedule, updateSchedule } from "@/lib/monitoring";

export const PATCH = handle(updateScheduleRoute, (ctx, { params, body }) => updateSchedule(ctx, params.id, body));
export const DELETE = handle(deleteScheduleRoute, (ctx, { params }) => deleteSchedule(ctx, params.id));
