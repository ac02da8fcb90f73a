import { enableTwoFactorRoute } from "@/lib/api/auth";
import { enableTwoFactor } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(enableTwoFactorRoute, (ctx, { body, request }) => enableTwoFactor(ctx, body, { address: clientAddress(request) }));
