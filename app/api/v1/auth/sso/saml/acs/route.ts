import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";
import { samlAcsRoute } from "@/lib/api/sso";
import { completeSamlSignIn } from "@/lib/sso";

export const POST = handle(samlAcsRoute, (ctx, { raw, request }) =>
  completeSamlSignIn(ctx, raw, { address: clientAddress(request), userAgent: request.headers.get("user-agent") }),
);
