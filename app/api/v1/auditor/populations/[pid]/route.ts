import { handle } from "@/lib/http/handle";
import { auditorPopulationRoute } from "@/lib/api/audits";
import { getAuditorPopulation } from "@/lib/audits";

export const GET = handle(auditorPopulationRoute, (ctx, { params }) => getAuditorPopulation(ctx, params.pid));
