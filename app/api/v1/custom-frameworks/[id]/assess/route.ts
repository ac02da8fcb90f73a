import { assessRoute } from "@/lib/api/custom-frameworks";
import { assessFramework } from "@/lib/custom-assessments";
import { handle } from "@/lib/http/handle";

export const POST = handle(assessRoute, (ctx, { params, body }) => assessFramework(ctx, params.id, body));
