import { handle } from "@/lib/http/handle";
import { acceptInvitation } from "@/lib/auditor/accept-invitation";
import { acceptInvitationRoute } from "@/lib/auditor/routes";
import { clientAddress } from "@/lib/http/client-address";

export const POST = handle(acceptInvitationRoute, (ctx, { body, request }) => acceptInvitation(ctx, body, { address: clientAddress(request) }));
