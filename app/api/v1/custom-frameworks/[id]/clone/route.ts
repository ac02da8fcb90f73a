import { cloneFramework } from "@/lib/custom-frameworks/clone-framework";
import { cloneRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(cloneRoute, (ctx, { params, body }) => cloneFramework(ctx, params.id, body));
