import { handle } from "@/lib/http/handle";
import { createAuditRoute, listAuditsRoute } from "@/lib/api/audits";
import { createAudit, listAudits } from "@/lib/audits";

export const POST = handle(createAuditRoute, (ctx, { body }) => createAudit(ctx, body));
export const GET = handle(listAuditsRoute, (ctx, { query }) => listAudits(ctx, query, query));
