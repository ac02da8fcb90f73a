import { passwordResetRoute } from "@/lib/api/auth";
import { requestPasswordReset } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";
import { reply } from "@/lib/http/reply";

export const POST = handle(passwordResetRoute, async (ctx, { body, request }) =>
  reply(await requestPasswordReset(ctx, body, { address: clientAddress(request) }), 202),
);
