import { handle } from "@/lib/http/handle";
import { testWebhookRoute } from "@/lib/api/monitoring";
import { sendTestEvent } from "@/lib/alerts";

export const POST = handle(testWebhookRoute, (ctx, { params }) => sendTestEvent(ctx, params.id));
