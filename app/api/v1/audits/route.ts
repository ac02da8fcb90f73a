import { handle } from "@/lib/http/handle";
import { createAudit } from "@/lib/audits/create-audit";
import { listAudits } from "@/lib/audits/list-audits";
import { createAuditRoute, listAuditsRoute } from "@/lib/audits/routes";

export const POST = handle(createAuditRoute, (ctx, { body }) => createAudit(ctx, body));
export const GET = handle(listAuditsRoute, (ctx, { query }) => listAudits(ctx, query, query));
