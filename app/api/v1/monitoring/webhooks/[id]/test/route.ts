import { handle } from "@/lib/http/handle";
import { testWebhookRoute, sendTestEvent } from "@/lib/monitoring";

export const POST = handle(testWebhookRoute, (ctx, { params }) => sendTestEvent(ctx, params.id));
