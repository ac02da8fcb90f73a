import { handle } from "@/lib/http/handle";
import { exportAuditTrail, exportAuditTrailRoute } from "@/lib/work";

export const GET = handle(exportAuditTrailRoute, (ctx, { query }) => exportAuditTrail(ctx, query));
