import { handle } from "@/lib/http/handle";
import { listEvidenceRequests } from "@/lib/audits/list-evidence-requests";
import { listEvidenceRequestsRoute } from "@/lib/audits/routes";

export const GET = handle(listEvidenceRequestsRoute, (ctx, { params, query }) => listEvidenceRequests(ctx, params.id, query, query));
