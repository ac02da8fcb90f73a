import { listMembersRoute } from "@/lib/api/members";
import { listMembers } from "@/lib/members";
import { handle } from "@/lib/http/handle";

export const GET = handle(listMembersRoute, (ctx, { query }) => listMembers(ctx, query));
