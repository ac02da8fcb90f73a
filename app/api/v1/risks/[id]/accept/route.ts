import { acceptRiskRoute } from "@/lib/api/risks";
import { handle } from "@/lib/http/handle";
import { acceptRisk } from "@/lib/risks";

export const POST = handle(acceptRiskRoute, (ctx, { params, body }) => acceptRisk(ctx, params.id, body));
