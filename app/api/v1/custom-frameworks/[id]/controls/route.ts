import { addControlRoute } from "@/lib/api/custom-frameworks";
import { addControl } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(addControlRoute, (ctx, { params, body }) => addControl(ctx, params.id, body));
