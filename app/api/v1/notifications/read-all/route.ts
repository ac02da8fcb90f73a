import { handle } from "@/lib/http/handle";
import { readAllNotifications, readAllNotificationsRoute } from "@/lib/notifications";

export const POST = handle(readAllNotificationsRoute, (ctx) => readAllNotifications(ctx));
