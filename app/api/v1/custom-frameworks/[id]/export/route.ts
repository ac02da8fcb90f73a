import { exportFramework } from "@/lib/custom-frameworks/export-framework";
import { exportRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(exportRoute, (ctx, { params }) => exportFramework(ctx, params.id));
