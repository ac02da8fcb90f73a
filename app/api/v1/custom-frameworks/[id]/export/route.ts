import { exportFramework, exportRoute } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(exportRoute, (ctx, { params, query }) => exportFramework(ctx, params.id, query));
