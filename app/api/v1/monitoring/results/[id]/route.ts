import { handle } from "@/lib/http/handle";
import { getResult } from "@/lib/monitoring/list-results";
import { getResultRoute } from "@/lib/monitoring/routes";

export const GET = handle(getResultRoute, (ctx, { params }) => getResult(ctx, params.id));
