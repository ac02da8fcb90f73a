import { handle } from "@/lib/http/handle";
import { controlEvidenceRoute } from "@/lib/api/audits";
import { listControlEvidence } from "@/lib/audits";

export const GET = handle(controlEvidenceRoute, (ctx, { params, query }) => listControlEvidence(ctx, params.id, query));
