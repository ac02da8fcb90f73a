import { inviteMemberRoute, listInvitationsRoute } from "@/lib/api/members";
import { inviteMember, listInvitations } from "@/lib/members";
import { handle } from "@/lib/http/handle";

export const POST = handle(inviteMemberRoute, (ctx, { body }) => inviteMember(ctx, body));
export const GET = handle(listInvitationsRoute, (ctx, { query }) => listInvitations(ctx, query));
