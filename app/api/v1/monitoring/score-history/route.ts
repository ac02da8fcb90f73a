import { handle } from "@/lib/http/handle";
import { scoreHistoryRoute, getScoreHistory } from "@/lib/monitoring";

export const GET = handle(scoreHistoryRoute, (ctx, { query }) => getScoreHistory(ctx, query));
