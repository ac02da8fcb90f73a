import { handle } from "@/lib/http/handle";
import { completeAudit } from "@/lib/auditor/complete-audit";
import { completeAuditRoute } from "@/lib/auditor/routes";

export const POST = handle(completeAuditRoute, (ctx) => completeAudit(ctx));
