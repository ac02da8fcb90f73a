import { handle } from "@/lib/http/handle";
import { acceptInvitation, acceptInvitationRoute } from "@/lib/audits";
import { clientAddress } from "@/lib/http/client-address";

export const POST = handle(acceptInvitationRoute, (ctx, { body, request }) => acceptInvitation(ctx, body, { address: clientAddress(request) }));
