import { createFramework } from "@/lib/custom-frameworks/create-framework";
import { listFrameworks } from "@/lib/custom-frameworks/list-frameworks";
import { createCustomFrameworkRoute, listCustomFrameworksRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(createCustomFrameworkRoute, (ctx, { body }) => createFramework(ctx, body));
export const GET = handle(listCustomFrameworksRoute, (ctx, { query }) => listFrameworks(ctx, query, { status: query.status }));
