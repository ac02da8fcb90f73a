import { revokeScimToken, revokeScimTokenRoute } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeScimTokenRoute, (ctx, { params }) => revokeScimToken(ctx, params.id));
