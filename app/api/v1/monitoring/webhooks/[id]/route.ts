import { handle } from "@/lib/http/handle";
import { deleteWebhookRoute } from "@/lib/api/monitoring";
import { deleteWebhook } from "@/lib/alerts";

export const DELETE = handle(deleteWebhookRoute, (ctx, { params }) => deleteWebhook(ctx, params.id));
