import { handle } from "@/lib/http/handle";
import { getAudit } from "@/lib/audits/get-audit";
import { updateAudit } from "@/lib/audits/update-audit";
import { getAuditRoute, updateAuditRoute } from "@/lib/audits/routes";

export const GET = handle(getAuditRoute, (ctx, { params }) => getAudit(ctx, params.id));
export const PUT = handle(updateAuditRoute, (ctx, { params, body }) => updateAudit(ctx, params.id, body));
