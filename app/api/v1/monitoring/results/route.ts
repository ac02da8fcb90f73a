import { handle } from "@/lib/http/handle";
import { listResultsRoute } from "@/lib/api/monitoring";
import { listResults } from "@/lib/monitoring";

export const GET = handle(listResultsRoute, (ctx, { query }) => listResults(ctx, query));
