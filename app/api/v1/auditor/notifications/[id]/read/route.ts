import { handle } from "@/lib/http/handle";
import { readAuditorNotificationRoute } from "@/lib/api/notifications";
import { acceptedAuditorInvitation } from "@/lib/audits";
import { readAuditorNotification } from "@/lib/notifications";

export const POST = handle(readAuditorNotificationRoute, (ctx, { params }) => readAuditorNotification(ctx, params.id, acceptedAuditorInvitation));
