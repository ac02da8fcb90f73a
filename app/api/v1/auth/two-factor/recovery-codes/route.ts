import { regenerateRecoveryCodesRoute } from "@/lib/api/auth";
import { regenerateRecoveryCodes } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(regenerateRecoveryCodesRoute, (ctx, { body, request }) => regenerateRecoveryCodes(ctx, body, { address: clientAddress(request) }));
