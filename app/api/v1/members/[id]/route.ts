import { deleteMemberRoute, getMemberRoute, updateMemberRoute } from "@/lib/api/members";
import { deleteMember, getMember, updateMember } from "@/lib/members";
import { handle } from "@/lib/http/handle";

export const GET = handle(getMemberRoute, (ctx, { params }) => getMember(ctx, params.id));
export const PUT = handle(updateMemberRoute, (ctx, { params, body }) => updateMember(ctx, params.id, body));
export const DELETE = handle(deleteMemberRoute, (ctx, { params }) => deleteMember(ctx, params.id));
