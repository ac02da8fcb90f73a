import { listFrameworksPage } from "@/lib/frameworks/get-framework";
import { listFrameworksRoute } from "@/lib/frameworks/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(listFrameworksRoute, async (_ctx, { query }) => listFrameworksPage(query));
