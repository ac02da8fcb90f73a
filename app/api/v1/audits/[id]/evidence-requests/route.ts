import { handle } from "@/lib/http/handle";
import { listEvidenceRequests, listEvidenceRequestsRoute } from "@/lib/audits";

export const GET = handle(listEvidenceRequestsRoute, (ctx, { params, query }) => listEvidenceRequests(ctx, params.id, query, query));
