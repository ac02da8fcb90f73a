import { publishFramework } from "@/lib/custom-frameworks/publish-framework";
import { publishRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(publishRoute, (ctx, { params }) => publishFramework(ctx, params.id));
