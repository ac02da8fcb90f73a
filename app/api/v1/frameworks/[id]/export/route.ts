import { exportFrameworkRoute } from "@/lib/api/frameworks";
import { exportFramework } from "@/lib/frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(exportFrameworkRoute, async (_ctx, { params, query }) => exportFramework(params.id, query));
