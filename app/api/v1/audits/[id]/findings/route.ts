import { handle } from "@/lib/http/handle";
import { listFindings, listFindingsRoute } from "@/lib/audits";

export const GET = handle(listFindingsRoute, (ctx, { params, query }) => listFindings(ctx, params.id, query, query));
