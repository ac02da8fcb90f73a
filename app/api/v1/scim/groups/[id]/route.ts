import { setGroupRoleRoute } from "@/lib/api/scim";
import { setGroupRole } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const PUT = handle(setGroupRoleRoute, (ctx, { params, body }) => setGroupRole(ctx, params.id, body));
