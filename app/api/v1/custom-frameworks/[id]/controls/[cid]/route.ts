import { deleteControl } from "@/lib/custom-frameworks/delete-control";
import { deleteControlRoute, updateControlRoute } from "@/lib/custom-frameworks/routes";
import { updateControl } from "@/lib/custom-frameworks/update-control";
import { handle } from "@/lib/http/handle";

export const PUT = handle(updateControlRoute, (ctx, { params, body }) => updateControl(ctx, params.id, params.cid, body));
export const DELETE = handle(deleteControlRoute, (ctx, { params }) => deleteControl(ctx, params.id, params.cid));
