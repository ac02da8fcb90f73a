import { handle } from "@/lib/http/handle";
import { listActivity, listActivityRoute } from "@/lib/audits";

export const GET = handle(listActivityRoute, (ctx, { params, query }) => listActivity(ctx, params.id, query, query));
