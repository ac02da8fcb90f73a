import { handle } from "@/lib/http/handle";
import { setControlOwnerRoute } from "@/lib/api/work";
import { setControlOwner } from "@/lib/work";

export const PUT = handle(setControlOwnerRoute, (ctx, { params, body }) => setControlOwner(ctx, params.id, params.controlId, body));
