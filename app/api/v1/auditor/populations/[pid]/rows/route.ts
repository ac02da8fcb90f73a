import { handle } from "@/lib/http/handle";
import { auditorPopulationRowsRoute, listAuditorPopulationRows } from "@/lib/audits";

export const GET = handle(auditorPopulationRowsRoute, (ctx, { params, query }) => listAuditorPopulationRows(ctx, params.pid, query));
