import { createScimGroupRoute, listScimGroupsRoute } from "@/lib/api/scim";
import { createScimGroup, listScimGroups } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(listScimGroupsRoute, (ctx, { query }) => listScimGroups(ctx, query));
export const POST = handle(createScimGroupRoute, (ctx, { body }) => createScimGroup(ctx, body));
