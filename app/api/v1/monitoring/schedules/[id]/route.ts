import { handle } from "@/lib/http/handle";
import { deleteSchedule, deleteScheduleRoute, updateScheduleRoute, updateSchedule } from "@/lib/monitoring";

export const PATCH = handle(updateScheduleRoute, (ctx, { params, body }) => updateSchedule(ctx, params.id, body));
export const DELETE = handle(deleteScheduleRoute, (ctx, { params }) => deleteSchedule(ctx, params.id));
