import { handle } from "@/lib/http/handle";
import { getUnreadCount, unreadCountRoute } from "@/lib/notifications";

export const GET = handle(unreadCountRoute, (ctx) => getUnreadCount(ctx));
