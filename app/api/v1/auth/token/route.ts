import { tokenRoute } from "@/lib/api/auth";
import { issueToken } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(tokenRoute, (ctx, { body, request }) =>
  issueToken(ctx, body, { address: clientAddress(request), userAgent: request.headers.get("user-agent") }),
);
