import { handle } from "@/lib/http/handle";
import { getCoverageRoute } from "@/lib/api/policy-acceptance";
import { getCoverage } from "@/lib/policy-acceptance";

export const GET = handle(getCoverageRoute, (ctx, { query }) => getCoverage(ctx, query));
