import { handle } from "@/lib/http/handle";
import { completeAuditRoute, completionCheckRoute } from "@/lib/api/audits";
import { completeAudit, getCompletionCheck } from "@/lib/audits";

export const GET = handle(completionCheckRoute, (ctx) => getCompletionCheck(ctx));
export const POST = handle(completeAuditRoute, (ctx, { body }) => completeAudit(ctx, body));
