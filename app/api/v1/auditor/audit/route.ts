import { handle } from "@/lib/http/handle";
import { getAuditorAudit } from "@/lib/audits/auditor/get-audit";
import { auditorAuditRoute } from "@/lib/audits/auditor/routes";

export const GET = handle(auditorAuditRoute, (ctx) => getAuditorAudit(ctx));
