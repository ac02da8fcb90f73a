import { webhookRoute } from "@/lib/api/billing";
import { handleStripeWebhook } from "@/lib/billing";
import { handle } from "@/lib/http/handle";

export const POST = handle(webhookRoute, (ctx, { raw }) => handleStripeWebhook(ctx, raw));
