import { handle } from "@/lib/http/handle";
import { listControlScopeRoute } from "@/lib/api/scope";
import { listControlScope } from "@/lib/scope";

export const GET = handle(listControlScopeRoute, (ctx, { params, query }) => listControlScope(ctx, params.id, query));
