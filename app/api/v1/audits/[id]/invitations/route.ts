import { handle } from "@/lib/http/handle";
import { listInvitations } from "@/lib/audits/list-invitations";
import { listInvitationsRoute } from "@/lib/audits/routes";

export const GET = handle(listInvitationsRoute, (ctx, { params, query }) => listInvitations(ctx, params.id, query));
