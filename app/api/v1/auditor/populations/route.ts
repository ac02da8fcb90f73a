import { handle } from "@/lib/http/handle";
import { listAuditorPopulationsRoute } from "@/lib/api/audits";
import { listAuditorPopulations } from "@/lib/audits";

export const GET = handle(listAuditorPopulationsRoute, (ctx, { query }) => listAuditorPopulations(ctx, query, query));
