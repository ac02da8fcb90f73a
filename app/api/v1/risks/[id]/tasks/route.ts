import { createRiskTaskRoute, listRiskTasksRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { createRiskTask, listRiskTasks } from "@/lib/risks";

export const GET = handle(listRiskTasksRoute, (ctx, { params, query }) => listRiskTasks(ctx, params.id, query));
export const POST = handle(createRiskTaskRoute, (ctx, { params, body }) => createRiskTask(ctx, params.id, body));
