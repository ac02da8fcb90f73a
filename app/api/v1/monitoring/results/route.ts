import { handle } from "@/lib/http/handle";
import { listResults, listResultsRoute } from "@/lib/monitoring";

export const GET = handle(listResultsRoute, (ctx, { query }) => listResults(ctx, query));
