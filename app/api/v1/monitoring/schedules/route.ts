import { handle } from "@/lib/http/handle";
import { createSchedule } from "@/lib/monitoring/create-schedule";
import { listSchedules } from "@/lib/monitoring/list-schedules";
import { createScheduleRoute, listSchedulesRoute } from "@/lib/monitoring/routes";

export const POST = handle(createScheduleRoute, (ctx, { body }) => createSchedule(ctx, body));
export const GET = handle(listSchedulesRoute, (ctx, { query }) => listSchedules(ctx, query));
