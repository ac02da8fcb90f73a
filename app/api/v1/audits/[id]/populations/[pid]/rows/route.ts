import { handle } from "@/lib/http/handle";
import { listPopulationRows, listPopulationRowsRoute } from "@/lib/audits";

export const GET = handle(listPopulationRowsRoute, (ctx, { params, query }) => listPopulationRows(ctx, params.id, params.pid, query));
