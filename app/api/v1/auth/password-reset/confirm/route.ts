import { confirmPasswordResetRoute } from "@/lib/api/auth";
import { confirmPasswordReset } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(confirmPasswordResetRoute, (ctx, { body, request }) => confirmPasswordReset(ctx, body, { address: clientAddress(request) }));
