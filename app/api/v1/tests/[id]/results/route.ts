import { handle } from "@/lib/http/handle";
import { listTestResultsRoute } from "@/lib/api/integrations";
import { listTestResults } from "@/lib/integrations";

export const GET = handle(listTestResultsRoute, (ctx, { params, query }) => listTestResults(ctx, params.id, query));
