import { handle } from "@/lib/http/handle";
import { auditorAuditRoute } from "@/lib/api/audits";
import { getAuditorAudit } from "@/lib/audits";

export const GET = handle(auditorAuditRoute, (ctx) => getAuditorAudit(ctx));
