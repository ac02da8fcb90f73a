import { handle } from "@/lib/http/handle";
import { updateFinding } from "@/lib/audits/auditor/update-finding";
import { updateFindingRoute } from "@/lib/audits/auditor/routes";

export const PUT = handle(updateFindingRoute, (ctx, { params, body }) => updateFinding(ctx, params.id, body));
