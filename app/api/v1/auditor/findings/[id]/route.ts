import { handle } from "@/lib/http/handle";
import { updateFinding, updateFindingRoute } from "@/lib/audits";

export const PUT = handle(updateFindingRoute, (ctx, { params, body }) => updateFinding(ctx, params.id, body));
