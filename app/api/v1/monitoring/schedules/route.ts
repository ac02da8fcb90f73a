import { handle } from "@/lib/http/handle";
import { createScheduleRoute, listSchedulesRoute } from "@/lib/api/monitoring";
import { createSchedule, listSchedules } from "@/lib/monitoring";

export const POST = handle(createScheduleRoute, (ctx, { body }) => createSchedule(ctx, body));
export const GET = handle(listSchedulesRoute, (ctx, { query }) => listSchedules(ctx, query));
