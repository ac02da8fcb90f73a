import { handle } from "@/lib/http/handle";
import { createWebhookRoute, listWebhooksRoute } from "@/lib/api/monitoring";
import { createWebhook, listWebhooks } from "@/lib/alerts";

export const POST = handle(createWebhookRoute, (ctx, { body }) => createWebhook(ctx, body));
export const GET = handle(listWebhooksRoute, (ctx, { query }) => listWebhooks(ctx, query));
