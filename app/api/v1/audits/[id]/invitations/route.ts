import { handle } from "@/lib/http/handle";
import { listInvitations, listInvitationsRoute } from "@/lib/audits";

export const GET = handle(listInvitationsRoute, (ctx, { params, query }) => listInvitations(ctx, params.id, query));
