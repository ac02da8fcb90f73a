import { handle } from "@/lib/http/handle";
import { setControlOwner, setControlOwnerRoute } from "@/lib/work";

export const PUT = handle(setControlOwnerRoute, (ctx, { params, body }) => setControlOwner(ctx, params.id, params.controlId, body));
