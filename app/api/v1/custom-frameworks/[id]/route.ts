import { deleteFramework } from "@/lib/custom-frameworks/delete-framework";
import { getFramework } from "@/lib/custom-frameworks/get-framework";
import { deleteCustomFrameworkRoute, getCustomFrameworkRoute, updateCustomFrameworkRoute } from "@/lib/custom-frameworks/routes";
import { updateFramework } from "@/lib/custom-frameworks/update-framework";
import { handle } from "@/lib/http/handle";

export const GET = handle(getCustomFrameworkRoute, (ctx, { params }) => getFramework(ctx, params.id));
export const PUT = handle(updateCustomFrameworkRoute, (ctx, { params, body }) => updateFramework(ctx, params.id, body));
export const DELETE = handle(deleteCustomFrameworkRoute, (ctx, { params }) => deleteFramework(ctx, params.id));
