import { handle } from "@/lib/http/handle";
import { deleteWebhook } from "@/lib/monitoring/delete-webhook";
import { deleteWebhookRoute } from "@/lib/monitoring/routes";

export const DELETE = handle(deleteWebhookRoute, (ctx, { params }) => deleteWebhook(ctx, params.id));
