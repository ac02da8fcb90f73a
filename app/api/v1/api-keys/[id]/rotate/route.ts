import { rotateApiKey } from "@/lib/api-keys";
import { rotateApiKeyRoute } from "@/lib/api/auth";
import { handle } from "@/lib/http/handle";

export const POST = handle(rotateApiKeyRoute, (ctx, { params }) => rotateApiKey(ctx, params.id));
