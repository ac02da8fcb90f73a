import { handle } from "@/lib/http/handle";
import { getIncidentRoute, updateIncidentRoute } from "@/lib/api/incidents";
import { getIncident, updateIncident } from "@/lib/incidents";

export const GET = handle(getIncidentRoute, (ctx, { params }) => getIncident(ctx, params.id));
export const PATCH = handle(updateIncidentRoute, (ctx, { params, body }) => updateIncident(ctx, params.id, body));
