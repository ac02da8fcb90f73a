import { revokeScimTokenRoute } from "@/lib/api/scim";
import { revokeScimToken } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeScimTokenRoute, (ctx, { params }) => revokeScimToken(ctx, params.id));
