import { handle } from "@/lib/http/handle";
import { updateFindingRoute } from "@/lib/api/audits";
import { updateFinding } from "@/lib/audits";

export const PUT = handle(updateFindingRoute, (ctx, { params, body }) => updateFinding(ctx, params.id, body));
