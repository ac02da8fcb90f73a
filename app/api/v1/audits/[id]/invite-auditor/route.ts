import { handle } from "@/lib/http/handle";
import { inviteAuditor } from "@/lib/audits/invite-auditor";
import { inviteAuditorRoute } from "@/lib/audits/routes";

export const POST = handle(inviteAuditorRoute, (ctx, { params, body }) => inviteAuditor(ctx, params.id, body));
