import { handle } from "@/lib/http/handle";
import { listFindingsRoute } from "@/lib/api/audits";
import { listFindings } from "@/lib/audits";

export const GET = handle(listFindingsRoute, (ctx, { params, query }) => listFindings(ctx, params.id, query, query));
