import { handle } from "@/lib/http/handle";
import { listAuditorNotifications, listAuditorNotificationsRoute } from "@/lib/notifications";

export const GET = handle(listAuditorNotificationsRoute, (ctx, { query }) => listAuditorNotifications(ctx, query));
