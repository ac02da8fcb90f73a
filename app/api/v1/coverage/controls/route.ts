import { handle } from "@/lib/http/handle";
import { listCoverageRoute } from "@/lib/api/monitoring";
import { listCoverage } from "@/lib/monitoring";

export const GET = handle(listCoverageRoute, (ctx, { query }) => listCoverage(ctx, query));
