import { lookupInvitationRoute } from "@/lib/api/members";
import { lookupInvitation } from "@/lib/members";
import { handle } from "@/lib/http/handle";

export const POST = handle(lookupInvitationRoute, (ctx, { body }) => lookupInvitation(ctx, body));
