import { reorderControls } from "@/lib/custom-frameworks/reorder-controls";
import { reorderControlsRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const PUT = handle(reorderControlsRoute, (ctx, { params, body }) => reorderControls(ctx, params.id, body.controlIds));
