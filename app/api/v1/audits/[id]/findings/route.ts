import { handle } from "@/lib/http/handle";
import { listFindings } from "@/lib/audits/list-findings";
import { listFindingsRoute } from "@/lib/audits/routes";

export const GET = handle(listFindingsRoute, (ctx, { params, query }) => listFindings(ctx, params.id, query, query));
