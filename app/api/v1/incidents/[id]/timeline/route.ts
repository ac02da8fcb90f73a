import { handle } from "@/lib/http/handle";
import { addIncidentTimelineEntryRoute, listIncidentTimelineRoute } from "@/lib/api/incidents";
import { addIncidentTimelineEntry, listIncidentTimeline } from "@/lib/incidents";

export const GET = handle(listIncidentTimelineRoute, (ctx, { params, query }) => listIncidentTimeline(ctx, params.id, query));
export const POST = handle(addIncidentTimelineEntryRoute, (ctx, { params, body }) => addIncidentTimelineEntry(ctx, params.id, body));
