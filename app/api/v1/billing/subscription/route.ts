import { getSubscription } from "@/lib/billing/get-subscription";
import { subscriptionRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(subscriptionRoute, (ctx) => getSubscription(ctx));
