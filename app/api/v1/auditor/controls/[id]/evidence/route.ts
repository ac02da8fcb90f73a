import { handle } from "@/lib/http/handle";
import { listControlEvidence, controlEvidenceRoute } from "@/lib/audits";

export const GET = handle(controlEvidenceRoute, (ctx, { params, query }) => listControlEvidence(ctx, params.id, query));
