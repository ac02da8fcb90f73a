import { handle } from "@/lib/http/handle";
import { acceptInvitationRoute } from "@/lib/api/audits";
import { acceptInvitation } from "@/lib/audits";
import { clientAddress } from "@/lib/http/client-address";
import { canKeepSecureCookie } from "@/lib/http/secure-cookie";

export const POST = handle(acceptInvitationRoute, (ctx, { body, request }) =>
  acceptInvitation(ctx, body, { address: clientAddress(request), secureCookie: canKeepSecureCookie(request) }),
);
