import { handle } from "@/lib/http/handle";
import { readNotification, readNotificationRoute } from "@/lib/notifications";

export const POST = handle(readNotificationRoute, (ctx, { params }) => readNotification(ctx, params.id));
