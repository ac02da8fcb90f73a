import { handle } from "@/lib/http/handle";
import { updateIncidentActionRoute } from "@/lib/api/incidents";
import { updateIncidentAction } from "@/lib/incidents";

export const PATCH = handle(updateIncidentActionRoute, (ctx, { params, body }) => updateIncidentAction(ctx, params.id, params.actionId, body));
