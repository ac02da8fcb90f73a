import { exportRoute } from "@/lib/api/custom-frameworks";
import { exportFramework } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(exportRoute, (ctx, { params, query }) => exportFramework(ctx, params.id, query));
