import { handle } from "@/lib/http/handle";
import { auditorPopulationRowsRoute } from "@/lib/api/audits";
import { listAuditorPopulationRows } from "@/lib/audits";

export const GET = handle(auditorPopulationRowsRoute, (ctx, { params, query }) => listAuditorPopulationRows(ctx, params.pid, query));
