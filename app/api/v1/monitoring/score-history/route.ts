import { handle } from "@/lib/http/handle";
import { scoreHistoryRoute, scoreHistory } from "@/lib/monitoring";

export const GET = handle(scoreHistoryRoute, (ctx, { query }) => scoreHistory(ctx, query));
