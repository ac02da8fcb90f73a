import { createScimUserRoute, listScimUsersRoute } from "@/lib/api/scim";
import { createScimUser, listScimUsers } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(listScimUsersRoute, (ctx, { query }) => listScimUsers(ctx, query));
export const POST = handle(createScimUserRoute, (ctx, { body }) => createScimUser(ctx, body));
