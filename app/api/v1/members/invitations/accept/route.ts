import { acceptInvitationRoute } from "@/lib/api/members";
import { acceptInvitation } from "@/lib/members";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(acceptInvitationRoute, (ctx, { body, request }) =>
  acceptInvitation(ctx, body, { address: clientAddress(request), userAgent: request.headers.get("user-agent") }),
);
