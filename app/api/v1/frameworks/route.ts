import { listFrameworksPage, listFrameworksRoute } from "@/lib/frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(listFrameworksRoute, async (_ctx, { query }) => listFrameworksPage(query));
