import { registerRoute } from "@/lib/api/auth";
import { registerUser } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(registerRoute, (ctx, { body, request }) => registerUser(ctx, body, { address: clientAddress(request) }));
