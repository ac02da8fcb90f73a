import { handle } from "@/lib/http/handle";
import { createFinding, listAuditorFindings, createFindingRoute, listAuditorFindingsRoute } from "@/lib/audits";

export const POST = handle(createFindingRoute, (ctx, { body }) => createFinding(ctx, body));
export const GET = handle(listAuditorFindingsRoute, (ctx, { query }) => listAuditorFindings(ctx, query, query));
