import { handle } from "@/lib/http/handle";
import { auditorIncidentsRoute } from "@/lib/api/audits";
import { listAuditorIncidents } from "@/lib/audits";

export const GET = handle(auditorIncidentsRoute, (ctx, { query }) => listAuditorIncidents(ctx, query));
