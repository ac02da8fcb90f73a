import { handle } from "@/lib/http/handle";
import { respondEvidenceRequest, respondEvidenceRequestRoute } from "@/lib/audits";

export const POST = handle(respondEvidenceRequestRoute, (ctx, { params, body }) => respondEvidenceRequest(ctx, params.id, params.rid, body));
