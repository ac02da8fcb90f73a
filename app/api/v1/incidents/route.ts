import { handle } from "@/lib/http/handle";
import { createIncidentRoute, listIncidentsRoute } from "@/lib/api/incidents";
import { createIncident, listIncidents } from "@/lib/incidents";

export const GET = handle(listIncidentsRoute, (ctx, { query }) => listIncidents(ctx, query));
export const POST = handle(createIncidentRoute, (ctx, { body }) => createIncident(ctx, body));
