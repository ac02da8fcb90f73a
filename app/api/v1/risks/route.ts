import { createRiskRoute, listRisksRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { createRisk, listRisks } from "@/lib/risks";

export const POST = handle(createRiskRoute, (ctx, { body }) => createRisk(ctx, body));
export const GET = handle(listRisksRoute, (ctx, { query }) => listRisks(ctx, query));
