import { createCheckoutSession } from "@/lib/billing/create-checkout-session";
import { checkoutRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(checkoutRoute, (ctx, { body }) => createCheckoutSession(ctx, body));
