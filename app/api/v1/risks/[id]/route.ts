import { deleteRiskRoute, getRiskRoute, updateRiskRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { deleteRisk, getRisk, updateRisk } from "@/lib/risks";

export const GET = handle(getRiskRoute, (ctx, { params }) => getRisk(ctx, params.id));
export const PATCH = handle(updateRiskRoute, (ctx, { params, body }) => updateRisk(ctx, params.id, body));
export const DELETE = handle(deleteRiskRoute, (ctx, { params }) => deleteRisk(ctx, params.id));
