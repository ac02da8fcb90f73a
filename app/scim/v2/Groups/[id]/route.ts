import { deleteScimGroupRoute, getScimGroupRoute, replaceScimGroupRoute, updateScimGroupRoute } from "@/lib/api/scim";
import { deleteScimGroup, getScimGroup, replaceScimGroup, updateScimGroup } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(getScimGroupRoute, (ctx, { params, query }) => getScimGroup(ctx, params.id, query));
export const PUT = handle(replaceScimGroupRoute, (ctx, { params, body }) => replaceScimGroup(ctx, params.id, body));
export const PATCH = handle(updateScimGroupRoute, (ctx, { params, body }) => updateScimGroup(ctx, params.id, body));
export const DELETE = handle(deleteScimGroupRoute, (ctx, { params }) => deleteScimGroup(ctx, params.id));
