import { assessFramework } from "@/lib/custom-frameworks/assess-framework";
import { assessRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(assessRoute, (ctx, { params, body }) => assessFramework(ctx, params.id, body));
