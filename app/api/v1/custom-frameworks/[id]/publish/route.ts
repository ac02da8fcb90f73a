import { publishRoute } from "@/lib/api/custom-frameworks";
import { publishFramework } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(publishRoute, (ctx, { params }) => publishFramework(ctx, params.id));
