import { handle } from "@/lib/http/handle";
import { listControlEvidence } from "@/lib/audits/auditor/list-control-evidence";
import { controlEvidenceRoute } from "@/lib/audits/auditor/routes";

export const GET = handle(controlEvidenceRoute, (ctx, { params, query }) => listControlEvidence(ctx, params.id, query));
