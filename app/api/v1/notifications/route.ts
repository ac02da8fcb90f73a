import { handle } from "@/lib/http/handle";
import { listNotificationsRoute } from "@/lib/api/notifications";
import { listNotifications } from "@/lib/notifications";

export const GET = handle(listNotificationsRoute, (ctx, { query }) => listNotifications(ctx, query));
