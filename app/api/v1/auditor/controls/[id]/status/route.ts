import { handle } from "@/lib/http/handle";
import { updateControlStatus } from "@/lib/audits/auditor/update-control-status";
import { controlStatusRoute } from "@/lib/audits/auditor/routes";

export const PUT = handle(controlStatusRoute, (ctx, { params, body }) => updateControlStatus(ctx, params.id, body));
