import { handle } from "@/lib/http/handle";
import { setAuditScope, setAuditScopeRoute } from "@/lib/audits";

export const PUT = handle(setAuditScopeRoute, (ctx, { params, body }) => setAuditScope(ctx, params.id, body));
