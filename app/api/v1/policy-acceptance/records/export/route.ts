import { handle } from "@/lib/http/handle";
import { exportAcceptancesRoute } from "@/lib/api/policy-acceptance";
import { exportAcceptances } from "@/lib/policy-acceptance";

export const GET = handle(exportAcceptancesRoute, (ctx, { query }) => exportAcceptances(ctx, query));
