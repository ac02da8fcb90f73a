import { handle } from "@/lib/http/handle";
import { previewPopulationRoute } from "@/lib/api/audits";
import { previewPopulation } from "@/lib/audits";

export const POST = handle(previewPopulationRoute, (ctx, { params, body }) => previewPopulation(ctx, params.id, body));
