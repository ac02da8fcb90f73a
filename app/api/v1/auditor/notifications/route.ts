import { handle } from "@/lib/http/handle";
import { acceptedAuditorInvitation } from "@/lib/audits";
import { listAuditorNotifications, listAuditorNotificationsRoute } from "@/lib/notifications";

export const GET = handle(listAuditorNotificationsRoute, (ctx, { query }) => listAuditorNotifications(ctx, query, acceptedAuditorInvitation));
