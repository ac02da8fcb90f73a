import { listFrameworksRoute } from "@/lib/api/frameworks";
import { listFrameworksPage } from "@/lib/frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(listFrameworksRoute, async (_ctx, { query }) => listFrameworksPage(query));
