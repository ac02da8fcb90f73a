import { handle } from "@/lib/http/handle";
import { createEvidenceRequestRoute, listAuditorEvidenceRequestsRoute } from "@/lib/api/audits";
import { createEvidenceRequest, listAuditorEvidenceRequests } from "@/lib/audits";

export const POST = handle(createEvidenceRequestRoute, (ctx, { body }) => createEvidenceRequest(ctx, body));
export const GET = handle(listAuditorEvidenceRequestsRoute, (ctx, { query }) => listAuditorEvidenceRequests(ctx, query, query));
