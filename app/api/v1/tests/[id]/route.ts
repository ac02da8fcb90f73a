import { handle } from "@/lib/http/handle";
import { deleteCustomTestRoute, getTestRoute, updateCustomTestRoute } from "@/lib/api/integrations";
import { deleteCustomTest, getTest, updateCustomTest } from "@/lib/integrations";

export const GET = handle(getTestRoute, (ctx, { params }) => getTest(ctx, params.id));
export const PUT = handle(updateCustomTestRoute, (ctx, { params, body }) => updateCustomTest(ctx, params.id, body));
export const DELETE = handle(deleteCustomTestRoute, (ctx, { params }) => deleteCustomTest(ctx, params.id));
