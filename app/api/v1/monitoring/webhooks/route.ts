import { handle } from "@/lib/http/handle";
import { createWebhook, listWebhooks, createWebhookRoute, listWebhooksRoute } from "@/lib/monitoring";

export const POST = handle(createWebhookRoute, (ctx, { body }) => createWebhook(ctx, body));
export const GET = handle(listWebhooksRoute, (ctx, { query }) => listWebhooks(ctx, query));
