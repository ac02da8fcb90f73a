import { subscriptionRoute } from "@/lib/api/billing";
import { getSubscription } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const GET = handle(subscriptionRoute, (ctx) => getSubscription(ctx));
