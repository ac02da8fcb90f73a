import { exportFramework, exportRoute } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(exportRoute, (ctx, { params }) => exportFramework(ctx, params.id));
