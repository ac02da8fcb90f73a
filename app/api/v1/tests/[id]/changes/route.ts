import { handle } from "@/lib/http/handle";
import { listTestChanges, listTestChangesRoute } from "@/lib/integrations";

export const GET = handle(listTestChangesRoute, (ctx, { params, query }) => listTestChanges(ctx, params.id, query));
