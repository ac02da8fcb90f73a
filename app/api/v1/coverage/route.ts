import { handle } from "@/lib/http/handle";
import { getCoverage, getCoverageRoute } from "@/lib/monitoring";

export const GET = handle(getCoverageRoute, (ctx, { query }) => getCoverage(ctx, query));
