import { handle } from "@/lib/http/handle";
import { listResults } from "@/lib/monitoring/list-results";
import { listResultsRoute } from "@/lib/monitoring/routes";

export const GET = handle(listResultsRoute, (ctx, { query }) => listResults(ctx, query));
