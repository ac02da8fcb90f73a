import { handle } from "@/lib/http/handle";
import { switchAuditorAuditRoute } from "@/lib/api/audits";
import { switchAuditorAudit } from "@/lib/audits";
import { canKeepSecureCookie } from "@/lib/http/secure-cookie";

export const POST = handle(switchAuditorAuditRoute, (ctx, { params, request }) =>
  switchAuditorAudit(ctx, params.id, { secureCookie: canKeepSecureCookie(request) }),
);
