import { handle } from "@/lib/http/handle";
import { scoreHistoryRoute } from "@/lib/api/monitoring";
import { getScoreHistory } from "@/lib/monitoring";

export const GET = handle(scoreHistoryRoute, (ctx, { query }) => getScoreHistory(ctx, query));
