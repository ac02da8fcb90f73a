import { addControl } from "@/lib/custom-frameworks/add-control";
import { addControlRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(addControlRoute, (ctx, { params, body }) => addControl(ctx, params.id, body));
