import { revokeApiKey } from "@/lib/api-keys/revoke-api-key";
import { revokeApiKeyRoute } from "@/lib/auth/routes";
import { handle } from "@/lib/http/handle";

export const DELETE = handle(revokeApiKeyRoute, (ctx, { params }) => revokeApiKey(ctx, params.id));
