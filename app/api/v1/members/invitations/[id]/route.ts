import { revokeInvitationRoute } from "@/lib/api/members";
import { revokeInvitation } from "@/lib/members";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeInvitationRoute, (ctx, { params }) => revokeInvitation(ctx, params.id));
