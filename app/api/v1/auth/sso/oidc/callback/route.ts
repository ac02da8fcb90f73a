import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";
import { oidcCallbackRoute } from "@/lib/api/sso";
import { completeOidcSignIn } from "@/lib/sso";

export const GET = handle(oidcCallbackRoute, (ctx, { query, request }) =>
  completeOidcSignIn(ctx, query, { address: clientAddress(request), userAgent: request.headers.get("user-agent") }),
);
