import { handle } from "@/lib/http/handle";
import { listTestChangesRoute } from "@/lib/api/integrations";
import { listTestChanges } from "@/lib/integrations";

export const GET = handle(listTestChangesRoute, (ctx, { params, query }) => listTestChanges(ctx, params.id, query));
