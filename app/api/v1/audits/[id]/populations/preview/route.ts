import { handle } from "@/lib/http/handle";
import { previewPopulation, previewPopulationRoute } from "@/lib/audits";

export const POST = handle(previewPopulationRoute, (ctx, { params, body }) => previewPopulation(ctx, params.id, body));
