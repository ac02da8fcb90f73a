import { deleteScimUserRoute, getScimUserRoute, replaceScimUserRoute, updateScimUserRoute } from "@/lib/api/scim";
import { deleteScimUser, getScimUser, replaceScimUser, updateScimUser } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(getScimUserRoute, (ctx, { params, query }) => getScimUser(ctx, params.id, query));
export const PUT = handle(replaceScimUserRoute, (ctx, { params, body }) => replaceScimUser(ctx, params.id, body));
export const PATCH = handle(updateScimUserRoute, (ctx, { params, body }) => updateScimUser(ctx, params.id, body));
export const DELETE = handle(deleteScimUserRoute, (ctx, { params }) => deleteScimUser(ctx, params.id));
