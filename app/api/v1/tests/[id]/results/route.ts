import { handle } from "@/lib/http/handle";
import { listTestResults, listTestResultsRoute } from "@/lib/integrations";

export const GET = handle(listTestResultsRoute, (ctx, { params, query }) => listTestResults(ctx, params.id, query));
