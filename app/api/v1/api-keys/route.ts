import { createApiKey, listApiKeys } from "@/lib/api-keys";
import { createApiKeyRoute, listApiKeysRoute } from "@/lib/api/auth";
import { handle } from "@/lib/http/handle";

export const POST = handle(createApiKeyRoute, (ctx, { body }) => createApiKey(ctx, body));
export const GET = handle(listApiKeysRoute, (ctx, { query }) => listApiKeys(ctx, query));
