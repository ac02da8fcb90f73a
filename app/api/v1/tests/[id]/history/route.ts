import { handle } from "@/lib/http/handle";
import { listTestHistoryRoute } from "@/lib/api/integrations";
import { listTestHistory } from "@/lib/integrations";

export const GET = handle(listTestHistoryRoute, (ctx, { params, query }) => listTestHistory(ctx, params.id, query));
