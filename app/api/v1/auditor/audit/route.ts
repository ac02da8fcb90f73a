import { handle } from "@/lib/http/handle";
import { getAuditorAudit, auditorAuditRoute } from "@/lib/audits";

export const GET = handle(auditorAuditRoute, (ctx) => getAuditorAudit(ctx));
