import { handle } from "@/lib/http/handle";
import { resetControlScopeRoute, setControlScopeRoute } from "@/lib/api/scope";
import { resetControlScope, setControlScope } from "@/lib/scope";

export const PUT = handle(setControlScopeRoute, (ctx, { params, body }) => setControlScope(ctx, params.id, params.controlId, body));
export const DELETE = handle(resetControlScopeRoute, (ctx, { params }) => resetControlScope(ctx, params.id, params.controlId));
