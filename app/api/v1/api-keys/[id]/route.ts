import { revokeApiKey } from "@/lib/api-keys";
import { revokeApiKeyRoute } from "@/lib/api/auth";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeApiKeyRoute, (ctx, { params }) => revokeApiKey(ctx, params.id));
