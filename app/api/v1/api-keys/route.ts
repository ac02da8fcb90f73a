import { createApiKey } from "@/lib/api-keys/create-api-key";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { createApiKeyRoute, listApiKeysRoute } from "@/lib/auth/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(createApiKeyRoute, (ctx, { body }) => createApiKey(ctx, body));
export const GET = handle(listApiKeysRoute, (ctx, { query }) => listApiKeys(ctx, query));
