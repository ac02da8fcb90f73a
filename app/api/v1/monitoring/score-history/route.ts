import { handle } from "@/lib/http/handle";
import { scoreHistoryRoute } from "@/lib/monitoring/routes";
import { scoreHistory } from "@/lib/monitoring/score-history";

export const GET = handle(scoreHistoryRoute, (ctx, { query }) => scoreHistory(ctx, query));
