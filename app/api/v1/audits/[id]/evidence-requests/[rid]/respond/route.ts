import { handle } from "@/lib/http/handle";
import { respondEvidenceRequestRoute } from "@/lib/api/audits";
import { respondEvidenceRequest } from "@/lib/audits";

export const POST = handle(respondEvidenceRequestRoute, (ctx, { params, body }) => respondEvidenceRequest(ctx, params.id, params.rid, body));
