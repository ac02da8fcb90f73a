import { createFramework, listFrameworks, createCustomFrameworkRoute, listCustomFrameworksRoute } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(createCustomFrameworkRoute, (ctx, { body }) => createFramework(ctx, body));
export const GET = handle(listCustomFrameworksRoute, (ctx, { query }) => listFrameworks(ctx, query, { status: query.status }));
