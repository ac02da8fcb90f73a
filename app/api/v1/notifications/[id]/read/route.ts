import { handle } from "@/lib/http/handle";
import { readNotificationRoute } from "@/lib/api/notifications";
import { readNotification } from "@/lib/notifications";

export const POST = handle(readNotificationRoute, (ctx, { params }) => readNotification(ctx, params.id));
