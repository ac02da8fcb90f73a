import { handle } from "@/lib/http/handle";
import { respondEvidenceRequest } from "@/lib/audits/respond-evidence-request";
import { respondEvidenceRequestRoute } from "@/lib/audits/routes";

export const POST = handle(respondEvidenceRequestRoute, (ctx, { params, body }) =>
  respondEvidenceRequest(ctx, params.id, params.rid, body),
);
