import { handle } from "@/lib/http/handle";
import { deleteConnectionRoute, getConnectionRoute, updateConnectionRoute } from "@/lib/api/sso";
import { deleteConnection, getConnection, updateConnection } from "@/lib/sso";

export const GET = handle(getConnectionRoute, (ctx, { params }) => getConnection(ctx, params.id));
export const PUT = handle(updateConnectionRoute, (ctx, { params, body }) => updateConnection(ctx, params.id, body));
export const DELETE = handle(deleteConnectionRoute, (ctx, { params }) => deleteConnection(ctx, params.id));
