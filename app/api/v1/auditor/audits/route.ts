import { handle } from "@/lib/http/handle";
import { listAuditorAudits, listAuditorAuditsRoute } from "@/lib/audits";

export const GET = handle(listAuditorAuditsRoute, (ctx, { query }) => listAuditorAudits(ctx, query));
