import { filesHeldByAudits } from "@/lib/audits";
import { deleteEvidenceRoute, getEvidenceRoute, updateEvidenceRoute } from "@/lib/api/evidence";
import { deleteEvidence, getEvidence, updateEvidence } from "@/lib/evidence";
import { handle } from "@/lib/http/handle";

export const GET = handle(getEvidenceRoute, (ctx, { params }) => getEvidence(ctx, params.id));
export const PATCH = handle(updateEvidenceRoute, (ctx, { params, body }) => updateEvidence(ctx, params.id, body));
export const DELETE = handle(deleteEvidenceRoute, (ctx, { params }) => deleteEvidence(ctx, params.id, filesHeldByAudits));
