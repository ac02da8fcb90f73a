import { handle } from "@/lib/http/handle";
import { listSyncs, listSyncsRoute } from "@/lib/integrations";

export const GET = handle(listSyncsRoute, (ctx, { params, query }) => listSyncs(ctx, params.id, query));
