import { handleStripeWebhook } from "@/lib/billing/handle-stripe-webhook";
import { webhookRoute } from "@/lib/billing/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(webhookRoute, (ctx, { raw }) => handleStripeWebhook(ctx, raw));
