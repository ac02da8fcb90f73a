import { handle } from "@/lib/http/handle";
import { acceptInvitation } from "@/lib/audits/auditor/accept-invitation";
import { acceptInvitationRoute } from "@/lib/audits/auditor/routes";
import { clientAddress } from "@/lib/http/client-address";

export const POST = handle(acceptInvitationRoute, (ctx, { body, request }) => acceptInvitation(ctx, body, { address: clientAddress(request) }));
