import { handle } from "@/lib/http/handle";
import { createEvidenceRequest } from "@/lib/audits/auditor/create-evidence-request";
import { listAuditorEvidenceRequests } from "@/lib/audits/auditor/list-evidence-requests";
import { createEvidenceRequestRoute, listAuditorEvidenceRequestsRoute } from "@/lib/audits/auditor/routes";

export const POST = handle(createEvidenceRequestRoute, (ctx, { body }) => createEvidenceRequest(ctx, body));
export const GET = handle(listAuditorEvidenceRequestsRoute, (ctx, { query }) => listAuditorEvidenceRequests(ctx, query, query));
