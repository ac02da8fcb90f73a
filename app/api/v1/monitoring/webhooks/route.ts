import { handle } from "@/lib/http/handle";
import { createWebhook } from "@/lib/monitoring/create-webhook";
import { listWebhooks } from "@/lib/monitoring/list-webhooks";
import { createWebhookRoute, listWebhooksRoute } from "@/lib/monitoring/routes";

export const POST = handle(createWebhookRoute, (ctx, { body }) => createWebhook(ctx, body));
export const GET = handle(listWebhooksRoute, (ctx, { query }) => listWebhooks(ctx, query));
