import { handle } from "@/lib/http/handle";
import { listActivityRoute } from "@/lib/api/audits";
import { listActivity } from "@/lib/audits";

export const GET = handle(listActivityRoute, (ctx, { params, query }) => listActivity(ctx, params.id, query, query));
