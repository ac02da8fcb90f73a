import { handle } from "@/lib/http/handle";
import { createAudit, listAudits, createAuditRoute, listAuditsRoute } from "@/lib/audits";

export const POST = handle(createAuditRoute, (ctx, { body }) => createAudit(ctx, body));
export const GET = handle(listAuditsRoute, (ctx, { query }) => listAudits(ctx, query, query));
