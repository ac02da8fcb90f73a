import { handle } from "@/lib/http/handle";
import { inviteAuditorRoute } from "@/lib/api/audits";
import { inviteAuditor } from "@/lib/audits";

export const POST = handle(inviteAuditorRoute, (ctx, { params, body }) => inviteAuditor(ctx, params.id, body));
