import { handle } from "@/lib/http/handle";
import { completeAudit, completeAuditRoute } from "@/lib/audits";

export const POST = handle(completeAuditRoute, (ctx, { body }) => completeAudit(ctx, body));
