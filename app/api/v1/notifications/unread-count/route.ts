import { handle } from "@/lib/http/handle";
import { unreadCountRoute } from "@/lib/api/notifications";
import { getUnreadCount } from "@/lib/notifications";

export const GET = handle(unreadCountRoute, (ctx) => getUnreadCount(ctx));
