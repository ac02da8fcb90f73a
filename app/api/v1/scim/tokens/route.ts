import { createScimTokenRoute, listScimTokensRoute } from "@/lib/api/scim";
import { createScimToken, listScimTokens } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const POST = handle(createScimTokenRoute, (ctx, { body }) => createScimToken(ctx, body));
export const GET = handle(listScimTokensRoute, (ctx, { query }) => listScimTokens(ctx, query));
