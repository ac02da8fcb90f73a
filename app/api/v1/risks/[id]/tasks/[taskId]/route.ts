import { deleteRiskTaskRoute, updateRiskTaskRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { deleteRiskTask, updateRiskTask } from "@/lib/risks";

export const PATCH = handle(updateRiskTaskRoute, (ctx, { params, body }) => updateRiskTask(ctx, params.id, params.taskId, body));
export const DELETE = handle(deleteRiskTaskRoute, (ctx, { params }) => deleteRiskTask(ctx, params.id, params.taskId));
