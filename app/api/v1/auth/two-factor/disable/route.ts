import { disableTwoFactorRoute } from "@/lib/api/auth";
import { disableTwoFactor } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(disableTwoFactorRoute, (ctx, { body, request }) => disableTwoFactor(ctx, body, { address: clientAddress(request) }));
