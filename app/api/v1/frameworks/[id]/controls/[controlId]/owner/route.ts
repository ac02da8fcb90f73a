import { handle } from "@/lib/http/handle";
import { setControlOwnerRoute } from "@/lib/api/work";
import { setControlOwner } from "@/lib/ownership";

export const PUT = handle(setControlOwnerRoute, (ctx, { params, body }) => setControlOwner(ctx, params.id, params.controlId, body));
