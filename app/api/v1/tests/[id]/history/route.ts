import { handle } from "@/lib/http/handle";
import { listTestHistory, listTestHistoryRoute } from "@/lib/integrations";

export const GET = handle(listTestHistoryRoute, (ctx, { params, query }) => listTestHistory(ctx, params.id, query));
