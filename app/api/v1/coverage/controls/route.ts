import { handle } from "@/lib/http/handle";
import { listCoverage, listCoverageRoute } from "@/lib/monitoring";

export const GET = handle(listCoverageRoute, (ctx, { query }) => listCoverage(ctx, query));
