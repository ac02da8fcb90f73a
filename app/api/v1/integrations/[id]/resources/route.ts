import { handle } from "@/lib/http/handle";
import { listResourcesRoute, pushResourcesRoute } from "@/lib/api/integrations";
import { listResources, pushResources } from "@/lib/integrations";

export const GET = handle(listResourcesRoute, (ctx, { params, query }) => listResources(ctx, params.id, query));
export const POST = handle(pushResourcesRoute, (ctx, { params, body }) => pushResources(ctx, params.id, body));
