import { handle } from "@/lib/http/handle";
import { getCoverageRoute } from "@/lib/api/monitoring";
import { getCoverage } from "@/lib/monitoring";

export const GET = handle(getCoverageRoute, (ctx, { query }) => getCoverage(ctx, query));
