import { handle } from "@/lib/http/handle";
import { listControlScope, listControlScopeRoute } from "@/lib/scope";

export const GET = handle(listControlScopeRoute, (ctx, { params, query }) => listControlScope(ctx, params.id, query));
