import { deleteCustomFrameworkRoute, getCustomFrameworkRoute, updateCustomFrameworkRoute } from "@/lib/api/custom-frameworks";
import { deleteFramework, getFramework, updateFramework } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(getCustomFrameworkRoute, (ctx, { params }) => getFramework(ctx, params.id));
export const PUT = handle(updateCustomFrameworkRoute, (ctx, { params, body }) => updateFramework(ctx, params.id, body));
export const DELETE = handle(deleteCustomFrameworkRoute, (ctx, { params }) => deleteFramework(ctx, params.id));
