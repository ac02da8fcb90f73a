import { rotateScimTokenRoute } from "@/lib/api/scim";
import { rotateScimToken } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const POST = handle(rotateScimTokenRoute, (ctx, { params }) => rotateScimToken(ctx, params.id));
