import { handle } from "@/lib/http/handle";
import { controlStatusRoute } from "@/lib/api/audits";
import { updateControlStatus } from "@/lib/audits";

export const PUT = handle(controlStatusRoute, (ctx, { params, body }) => updateControlStatus(ctx, params.id, body));
