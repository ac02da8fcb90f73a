import { handle } from "@/lib/http/handle";
import { auditorPopulationRoute, getAuditorPopulation } from "@/lib/audits";

export const GET = handle(auditorPopulationRoute, (ctx, { params }) => getAuditorPopulation(ctx, params.pid));
