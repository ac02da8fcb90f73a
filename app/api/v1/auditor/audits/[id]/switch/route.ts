import { handle } from "@/lib/http/handle";
import { switchAuditorAudit, switchAuditorAuditRoute } from "@/lib/audits";

export const POST = handle(switchAuditorAuditRoute, (ctx, { params }) => switchAuditorAudit(ctx, params.id));
