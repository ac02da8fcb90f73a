import { handle } from "@/lib/http/handle";
import { listActivity } from "@/lib/audits/list-activity";
import { listActivityRoute } from "@/lib/audits/routes";

export const GET = handle(listActivityRoute, (ctx, { params, query }) => listActivity(ctx, params.id, query, query));
