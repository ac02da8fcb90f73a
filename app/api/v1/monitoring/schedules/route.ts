import { handle } from "@/lib/http/handle";
import { createSchedule, listSchedules, createScheduleRoute, listSchedulesRoute } from "@/lib/monitoring";

export const POST = handle(createScheduleRoute, (ctx, { body }) => createSchedule(ctx, body));
export const GET = handle(listSchedulesRoute, (ctx, { query }) => listSchedules(ctx, query));
