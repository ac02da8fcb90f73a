import { handle } from "@/lib/http/handle";
import { deleteSchedule } from "@/lib/monitoring/delete-schedule";
import { deleteScheduleRoute } from "@/lib/monitoring/routes";

export const DELETE = handle(deleteScheduleRoute, (ctx, { params }) => deleteSchedule(ctx, params.id));
