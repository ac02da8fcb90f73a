import { handle } from "@/lib/http/handle";
import { inviteAuditor, inviteAuditorRoute } from "@/lib/audits";

export const POST = handle(inviteAuditorRoute, (ctx, { params, body }) => inviteAuditor(ctx, params.id, body));
