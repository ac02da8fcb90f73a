import { handle } from "@/lib/http/handle";
import { reviewEvidenceRequest, reviewEvidenceRequestRoute } from "@/lib/audits";

export const POST = handle(reviewEvidenceRequestRoute, (ctx, { params, body }) => reviewEvidenceRequest(ctx, params.id, body));
