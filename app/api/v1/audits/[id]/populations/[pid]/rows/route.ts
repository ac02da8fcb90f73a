import { handle } from "@/lib/http/handle";
import { listPopulationRowsRoute } from "@/lib/api/audits";
import { listPopulationRows } from "@/lib/audits";

export const GET = handle(listPopulationRowsRoute, (ctx, { params, query }) => listPopulationRows(ctx, params.id, params.pid, query));
