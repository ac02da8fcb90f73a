import { handle } from "@/lib/http/handle";
import { setEvidenceRequestAssignment, setEvidenceRequestAssignmentRoute } from "@/lib/audits";

export const PUT = handle(setEvidenceRequestAssignmentRoute, (ctx, { params, body }) => setEvidenceRequestAssignment(ctx, params.id, params.rid, body));
