import { handle } from "@/lib/http/handle";
import { completeAuditRoute } from "@/lib/api/audits";
import { completeAudit } from "@/lib/audits";

export const POST = handle(completeAuditRoute, (ctx, { body }) => completeAudit(ctx, body));
