import { handle } from "@/lib/http/handle";
import { testWebhookRoute } from "@/lib/monitoring/routes";
import { sendTestEvent } from "@/lib/monitoring/send-test-event";

export const POST = handle(testWebhookRoute, (ctx, { params }) => sendTestEvent(ctx, params.id));
