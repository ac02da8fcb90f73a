import { handle } from "@/lib/http/handle";
import { listInvitationsRoute } from "@/lib/api/audits";
import { listInvitations } from "@/lib/audits";

export const GET = handle(listInvitationsRoute, (ctx, { params, query }) => listInvitations(ctx, params.id, query));
