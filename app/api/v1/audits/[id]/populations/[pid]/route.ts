import { handle } from "@/lib/http/handle";
import { deletePopulationRoute, getPopulationRoute } from "@/lib/api/audits";
import { deletePopulation, getPopulation } from "@/lib/audits";

export const GET = handle(getPopulationRoute, (ctx, { params }) => getPopulation(ctx, params.id, params.pid));
export const DELETE = handle(deletePopulationRoute, (ctx, { params }) => deletePopulation(ctx, params.id, params.pid));
