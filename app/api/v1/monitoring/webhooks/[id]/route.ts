import { handle } from "@/lib/http/handle";
import { deleteWebhook, deleteWebhookRoute } from "@/lib/monitoring";

export const DELETE = handle(deleteWebhookRoute, (ctx, { params }) => deleteWebhook(ctx, params.id));
