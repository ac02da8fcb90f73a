import { deleteControlRoute, updateControlRoute } from "@/lib/api/custom-frameworks";
import { deleteControl, updateControl } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const PUT = handle(updateControlRoute, (ctx, { params, body }) => updateControl(ctx, params.id, params.cid, body));
export const DELETE = handle(deleteControlRoute, (ctx, { params }) => deleteControl(ctx, params.id, params.cid));
