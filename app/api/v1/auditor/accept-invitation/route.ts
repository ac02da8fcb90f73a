import { handle } from "@/lib/http/handle";
import { acceptInvitation } from "@/lib/auditor/accept-invitation";
import { acceptInvitationRoute } from "@/lib/auditor/routes";

export const POST = handle(acceptInvitationRoute, (ctx, { body }) => acceptInvitation(ctx, body));
