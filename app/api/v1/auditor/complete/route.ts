import { handle } from "@/lib/http/handle";
import { completeAudit } from "@/lib/audits/auditor/complete-audit";
import { completeAuditRoute } from "@/lib/audits/auditor/routes";

export const POST = handle(completeAuditRoute, (ctx) => completeAudit(ctx));
