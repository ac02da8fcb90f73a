import { handle } from "@/lib/http/handle";
import { listAuditorNotificationsRoute } from "@/lib/api/notifications";
import { acceptedAuditorInvitation } from "@/lib/audits";
import { listAuditorNotifications } from "@/lib/notifications";

export const GET = handle(listAuditorNotificationsRoute, (ctx, { query }) => listAuditorNotifications(ctx, query, acceptedAuditorInvitation));
