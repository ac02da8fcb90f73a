import { handle } from "@/lib/http/handle";
import { listNotifications, listNotificationsRoute } from "@/lib/notifications";

export const GET = handle(listNotificationsRoute, (ctx, { query }) => listNotifications(ctx, query));
