import { handle } from "@/lib/http/handle";
import { createExclusionRoute, listExclusionsRoute } from "@/lib/api/integrations";
import { createExclusion, listExclusions } from "@/lib/integrations";

export const GET = handle(listExclusionsRoute, (ctx, { params, query }) => listExclusions(ctx, params.id, query));
export const POST = handle(createExclusionRoute, (ctx, { params, body }) => createExclusion(ctx, params.id, body));
