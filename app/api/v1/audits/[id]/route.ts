import { handle } from "@/lib/http/handle";
import { getAuditRoute, updateAuditRoute } from "@/lib/api/audits";
import { getAudit, updateAudit } from "@/lib/audits";

export const GET = handle(getAuditRoute, (ctx, { params }) => getAudit(ctx, params.id));
export const PUT = handle(updateAuditRoute, (ctx, { params, body }) => updateAudit(ctx, params.id, body));
