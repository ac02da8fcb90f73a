import { handle } from "@/lib/http/handle";
import { listAuditTrail, listAuditTrailRoute } from "@/lib/work";

export const GET = handle(listAuditTrailRoute, (ctx, { query }) => listAuditTrail(ctx, query));
