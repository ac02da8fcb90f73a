import { checkoutRoute } from "@/lib/api/billing";
import { createCheckoutSession } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const POST = handle(checkoutRoute, (ctx, { body }) => createCheckoutSession(ctx, body));
