import { handle } from "@/lib/http/handle";
import { listEvidenceRequestsRoute } from "@/lib/api/audits";
import { listEvidenceRequests } from "@/lib/audits";

export const GET = handle(listEvidenceRequestsRoute, (ctx, { params, query }) => listEvidenceRequests(ctx, params.id, query, query));
