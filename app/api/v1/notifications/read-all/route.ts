import { handle } from "@/lib/http/handle";
import { readAllNotificationsRoute } from "@/lib/api/notifications";
import { readAllNotifications } from "@/lib/notifications";

export const POST = handle(readAllNotificationsRoute, (ctx) => readAllNotifications(ctx));
