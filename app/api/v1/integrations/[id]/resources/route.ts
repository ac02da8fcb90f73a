import { handle } from "@/lib/http/handle";
import { listResources, listResourcesRoute, pushResources, pushResourcesRoute } from "@/lib/integrations";

export const GET = handle(listResourcesRoute, (ctx, { params, query }) => listResources(ctx, params.id, query));
export const POST = handle(pushResourcesRoute, (ctx, { params, body }) => pushResources(ctx, params.id, body));
