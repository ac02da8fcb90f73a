import { handle } from "@/lib/http/handle";
import { reviewEvidenceRequestRoute } from "@/lib/api/audits";
import { reviewEvidenceRequest } from "@/lib/audits";

export const POST = handle(reviewEvidenceRequestRoute, (ctx, { params, body }) => reviewEvidenceRequest(ctx, params.id, body));
