import { handle } from "@/lib/http/handle";
import { createFinding } from "@/lib/audits/auditor/create-finding";
import { listAuditorFindings } from "@/lib/audits/auditor/list-findings";
import { createFindingRoute, listAuditorFindingsRoute } from "@/lib/audits/auditor/routes";

export const POST = handle(createFindingRoute, (ctx, { body }) => createFinding(ctx, body));
export const GET = handle(listAuditorFindingsRoute, (ctx, { query }) => listAuditorFindings(ctx, query, query));
