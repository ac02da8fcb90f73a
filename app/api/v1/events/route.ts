import { handle } from "@/lib/http/handle";
import { listAuditTrailRoute } from "@/lib/api/work";
import { listAuditTrail } from "@/lib/work";

export const GET = handle(listAuditTrailRoute, (ctx, { query }) => listAuditTrail(ctx, query));
