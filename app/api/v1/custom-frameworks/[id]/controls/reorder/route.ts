import { reorderControlsRoute } from "@/lib/api/custom-frameworks";
import { reorderControls } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const PUT = handle(reorderControlsRoute, (ctx, { params, body }) => reorderControls(ctx, params.id, body.controlIds));
