import { handle } from "@/lib/http/handle";
import { createPopulationRoute, listPopulationsRoute } from "@/lib/api/audits";
import { createPopulation, listPopulations } from "@/lib/audits";

export const POST = handle(createPopulationRoute, (ctx, { params, body }) => createPopulation(ctx, params.id, body));
export const GET = handle(listPopulationsRoute, (ctx, { params, query }) => listPopulations(ctx, params.id, query, query));
