import { handle } from "@/lib/http/handle";
import { exportAuditTrailRoute } from "@/lib/api/work";
import { exportAuditTrail } from "@/lib/work";

export const GET = handle(exportAuditTrailRoute, (ctx, { query }) => exportAuditTrail(ctx, query));
