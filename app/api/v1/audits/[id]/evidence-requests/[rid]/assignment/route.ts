import { handle } from "@/lib/http/handle";
import { setEvidenceRequestAssignmentRoute } from "@/lib/api/audits";
import { setEvidenceRequestAssignment } from "@/lib/audits";

export const PUT = handle(setEvidenceRequestAssignmentRoute, (ctx, { params, body }) => setEvidenceRequestAssignment(ctx, params.id, params.rid, body));
