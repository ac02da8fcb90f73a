import { handle } from "@/lib/http/handle";
import { createCustomTestRoute, listTestsRoute } from "@/lib/api/integrations";
import { createCustomTest, listTests } from "@/lib/integrations";

export const GET = handle(listTestsRoute, (ctx, { query }) => listTests(ctx, query));
export const POST = handle(createCustomTestRoute, (ctx, { body }) => createCustomTest(ctx, body));
