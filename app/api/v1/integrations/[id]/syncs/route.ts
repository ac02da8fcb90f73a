import { handle } from "@/lib/http/handle";
import { listSyncsRoute } from "@/lib/api/integrations";
import { listSyncs } from "@/lib/integrations";

export const GET = handle(listSyncsRoute, (ctx, { params, query }) => listSyncs(ctx, params.id, query));
