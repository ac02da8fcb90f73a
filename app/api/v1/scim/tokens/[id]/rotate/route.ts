import { rotateScimToken, rotateScimTokenRoute } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const POST = handle(rotateScimTokenRoute, (ctx, { params }) => rotateScimToken(ctx, params.id));
