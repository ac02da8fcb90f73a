import { recoverEmailRoute } from "@/lib/api/auth";
import { recoverEmail } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(recoverEmailRoute, (ctx, { body, request }) => recoverEmail(ctx, body, { address: clientAddress(request) }));
