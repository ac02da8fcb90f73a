import { changeOwnEmailRoute } from "@/lib/api/auth";
import { changeOwnEmail } from "@/lib/auth";
import { clientAddress } from "@/lib/http/client-address";
import { handle } from "@/lib/http/handle";

export const POST = handle(changeOwnEmailRoute, (ctx, { body, request }) => changeOwnEmail(ctx, body, { address: clientAddress(request) }));
