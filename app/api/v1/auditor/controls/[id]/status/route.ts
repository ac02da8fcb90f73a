import { handle } from "@/lib/http/handle";
import { updateControlStatus, controlStatusRoute } from "@/lib/audits";

export const PUT = handle(controlStatusRoute, (ctx, { params, body }) => updateControlStatus(ctx, params.id, body));
