// The incidents domain's public surface (docs/DEVELOPING.md "Domains"): the incident register, its timeline, the
// post-incident review and its actions.
import "server-only";
export { addIncidentTimelineEntry } from "./add-incident-timeline-entry";
export { createIncident } from "./create-incident";
export { createIncidentAction } from "./create-incident-action";
export { getIncident } from "./get-incident";
export { listIncidentActions } from "./list-incident-actions";
export { listIncidentTimeline } from "./list-incident-timeline";
export { listIncidents } from "./list-incidents";
export { incidentPopulation } from "./internal/population";
export { incidentsDetectedIn } from "./internal/in-window";
export { incidentActionsOwnedBy } from "./internal/assigned-actions";
export { incidentHandlingOutcomes } from "./internal/handling-outcomes";
export { setIncidentReview } from "./set-incident-review";
export { updateIncident } from "./update-incident";
export { updateIncidentAction } from "./update-incident-action";
export type { IncidentActionJson, IncidentJson, ListIncidentsQuery, TimelineEntryJson } from "./schemas";
