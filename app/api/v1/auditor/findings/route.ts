import { handle } from "@/lib/http/handle";
import { createFindingRoute, listAuditorFindingsRoute } from "@/lib/api/audits";
import { createFinding, listAuditorFindings } from "@/lib/audits";

export const POST = handle(createFindingRoute, (ctx, { body }) => createFinding(ctx, body));
export const GET = handle(listAuditorFindingsRoute, (ctx, { query }) => listAuditorFindings(ctx, query, query));
