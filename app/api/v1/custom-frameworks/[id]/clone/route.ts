import { cloneRoute } from "@/lib/api/custom-frameworks";
import { cloneFramework } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(cloneRoute, (ctx, { params, body }) => cloneFramework(ctx, params.id, body));
