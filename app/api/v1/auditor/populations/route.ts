import { handle } from "@/lib/http/handle";
import { listAuditorPopulations, listAuditorPopulationsRoute } from "@/lib/audits";

export const GET = handle(listAuditorPopulationsRoute, (ctx, { query }) => listAuditorPopulations(ctx, query, query));
