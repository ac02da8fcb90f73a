import { createCustomFrameworkRoute, listCustomFrameworksRoute } from "@/lib/api/custom-frameworks";
import { createFramework, listFrameworks } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(createCustomFrameworkRoute, (ctx, { body }) => createFramework(ctx, body));
export const GET = handle(listCustomFrameworksRoute, (ctx, { query }) => listFrameworks(ctx, query, { status: query.status }));
