import { handle } from "@/lib/http/handle";
import { createIncidentActionRoute, listIncidentActionsRoute } from "@/lib/api/incidents";
import { createIncidentAction, listIncidentActions } from "@/lib/incidents";

export const GET = handle(listIncidentActionsRoute, (ctx, { params, query }) => listIncidentActions(ctx, params.id, query));
export const POST = handle(createIncidentActionRoute, (ctx, { params, body }) => createIncidentAction(ctx, params.id, body));
