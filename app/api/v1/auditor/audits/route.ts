import { handle } from "@/lib/http/handle";
import { listAuditorAuditsRoute } from "@/lib/api/audits";
import { listAuditorAudits } from "@/lib/audits";

export const GET = handle(listAuditorAuditsRoute, (ctx, { query }) => listAuditorAudits(ctx, query));
