import {
  deleteScimGroup,
  deleteScimGroupRoute,
  getScimGroup,
  getScimGroupRoute,
  replaceScimGroup,
  replaceScimGroupRoute,
  updateScimGroup,
  updateScimGroupRoute,
} from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(getScimGroupRoute, (ctx, { params, query }) => getScimGroup(ctx, params.id, query));
export const PUT = handle(replaceScimGroupRoute, (ctx, { params, body }) => replaceScimGroup(ctx, params.id, body));
export const PATCH = handle(updateScimGroupRoute, (ctx, { params, body }) => updateScimGroup(ctx, params.id, body));
export const DELETE = handle(deleteScimGroupRoute, (ctx, { params }) => deleteScimGroup(ctx, params.id));
