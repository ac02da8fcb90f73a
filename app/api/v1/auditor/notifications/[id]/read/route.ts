import { handle } from "@/lib/http/handle";
import { acceptedAuditorInvitation } from "@/lib/audits";
import { readAuditorNotification, readAuditorNotificationRoute } from "@/lib/notifications";

export const POST = handle(readAuditorNotificationRoute, (ctx, { params }) => readAuditorNotification(ctx, params.id, acceptedAuditorInvitation));
