import { handle } from "@/lib/http/handle";
import { setAuditScopeRoute } from "@/lib/api/audits";
import { setAuditScope } from "@/lib/audits";

export const PUT = handle(setAuditScopeRoute, (ctx, { params, body }) => setAuditScope(ctx, params.id, body));
