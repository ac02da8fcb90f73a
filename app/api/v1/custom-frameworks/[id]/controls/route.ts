import { addControl, addControlRoute } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(addControlRoute, (ctx, { params, body }) => addControl(ctx, params.id, body));
