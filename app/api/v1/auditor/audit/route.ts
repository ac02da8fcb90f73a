import { handle } from "@/lib/http/handle";
import { getAuditorAudit } from "@/lib/auditor/get-audit";
import { auditorAuditRoute } from "@/lib/auditor/routes";

export const GET = handle(auditorAuditRoute, (ctx) => getAuditorAudit(ctx));
