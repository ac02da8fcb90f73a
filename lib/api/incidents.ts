import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { prose } from "@/lib/format/prose";
import {
  createActionBody,
  createIncidentBody,
  createTimelineEntryBody,
  incidentActionParams,
  incidentActionShape,
  incidentParams,
  incidentShape,
  listIncidentsQuery,
  reviewBody,
  timelineEntryShape,
  timelineQuery,
  updateActionBody,
  updateIncidentBody,
} from "@/lib/incidents/schemas";

const route = domainRoutes({ tags: ["Incidents"], auth: "customer" });

const EXAMPLE_BODY = {
  title: "Customer export bucket readable without sign-in",
  description: "A storage bucket holding nightly customer exports allowed public reads after a Terraform change.",
  severity: "sev2",
  detectedAt: "2026-11-03T09:12:00Z",
  occurredAt: "2026-11-02T22:40:00Z",
  affectedSystems: ["exports bucket", "Terraform pipeline"],
  affectedData: "Names and e-mail addresses of 1,240 customer contacts",
  personalDataBreach: true,
  controls: [{ framework: "soc2", controlId: "CC7.3" }],
};

export const createIncidentRoute = route({
  method: "POST",
  path: "/api/v1/incidents",
  summary: "Record an incident",
  description: prose(
    "The incident starts `open`, with the account's next reference (`INC-1`, `INC-2`…) and a first timeline entry. `detectedAt` (default now)",
    "is when the company became aware of it; `occurredAt`, if known, is on or before it, and neither is in the future. With",
    "`personalDataBreach`, the answer's `notification.gdpr.deadline` is `detectedAt` + 72 hours (GDPR Art. 33(1)); with",
    "`healthDataInvolved` too, `notification.hipaa` gives the HIPAA deadlines. `ownerUserId` must be an active member; `controls` must",
    "name real controls of the account's frameworks (400 `validation_failed` naming each bad one).",
  ),
  body: createIncidentBody,
  response: incidentShape,
  status: 201,
  examples: { body: EXAMPLE_BODY },
});

export const listIncidentsRoute = route({
  method: "GET",
  path: "/api/v1/incidents",
  summary: "List incidents (newest recorded first)",
  description: "Filters: `status`, `severity`, `active`, `breach`, `owner` and `q` (words in the title or description).",
  query: listIncidentsQuery,
  response: z.array(incidentShape),
  paginated: true,
});

export const getIncidentRoute = route({
  method: "GET",
  path: "/api/v1/incidents/{id}",
  summary: "Get an incident",
  description: "Another account's incident answers 404.",
  params: incidentParams,
  response: incidentShape,
  errors: [404],
});

export const updateIncidentRoute = route({
  method: "PATCH",
  path: "/api/v1/incidents/{id}",
  summary: "Edit an incident, move its status or record its notifications",
  description: prose(
    "Any field of the incident; null clears an optional one. `status` moves forward through open → investigating → contained →",
    "resolved → closed (skipping is allowed) and stamps `containedAt`, `resolvedAt` and `closedAt` when they were not given; a resolved",
    "or closed incident may be reopened as `investigating`. Any other move, or closing a SEV1 or SEV2 before its review is complete, is",
    "409 `invalid_transition`. `authorityNotifiedAt` records the supervisory authority's notification and adds it to the timeline.",
    "`controls` replaces the linked controls. Every change is in the audit trail with its values before and after.",
  ),
  params: incidentParams,
  body: updateIncidentBody,
  response: incidentShape,
  errors: [404, 409],
  examples: { body: { status: "contained", authorityNotifiedAt: "2026-11-04T15:00:00Z", authorityName: "Data Protection Commission" } },
});

export const listIncidentTimelineRoute = route({
  method: "GET",
  path: "/api/v1/incidents/{id}/timeline",
  summary: "An incident's timeline (oldest first)",
  description: "People's notes and the changes the product recorded (status, notifications, actions), in the order they happened.",
  params: incidentParams,
  query: timelineQuery,
  response: z.array(timelineEntryShape),
  paginated: true,
  errors: [404],
});

export const addIncidentTimelineEntryRoute = route({
  method: "POST",
  path: "/api/v1/incidents/{id}/timeline",
  summary: "Add a note to an incident's timeline",
  description: "`at` (default now, never in the future) is when it happened, which may be before it was written down.",
  params: incidentParams,
  body: createTimelineEntryBody,
  response: timelineEntryShape,
  status: 201,
  errors: [404],
  examples: { body: { body: "Bucket policy reverted; public access blocked at the account level.", at: "2026-11-03T10:05:00Z" } },
});

export const setIncidentReviewRoute = route({
  method: "PUT",
  path: "/api/v1/incidents/{id}/review",
  summary: "Write the post-incident review",
  description: prose(
    "`rootCause`, `wentWell` and `wentBadly` (null or empty clears one). `complete: true` completes the review: it needs a root cause",
    "and a resolved incident (409 `invalid_transition` before); `complete: false` reopens it unless the incident is closed. Its",
    "actions are `/incidents/{id}/actions`.",
  ),
  params: incidentParams,
  body: reviewBody,
  response: incidentShape,
  errors: [404, 409],
  examples: {
    body: {
      rootCause: "A module default changed public access on new buckets; the plan review did not show the policy diff.",
      wentWell: "Detected by the storage test within 11 hours; contained in 53 minutes.",
      wentBadly: "The on-call runbook did not name the privacy lead.",
      complete: true,
    },
  },
});

export const listIncidentActionsRoute = route({
  method: "GET",
  path: "/api/v1/incidents/{id}/actions",
  summary: "The review's actions (oldest first)",
  description: "`overdue`: open past its due date.",
  params: incidentParams,
  query: timelineQuery,
  response: z.array(incidentActionShape),
  paginated: true,
  errors: [404],
});

export const createIncidentActionRoute = route({
  method: "POST",
  path: "/api/v1/incidents/{id}/actions",
  summary: "Add an action from the review",
  description: "Work with an owner (an active member) and a due date; it stays open until marked done.",
  params: incidentParams,
  body: createActionBody,
  response: incidentActionShape,
  status: 201,
  errors: [404],
  examples: { body: { title: "Add a policy check for public buckets to the Terraform pipeline", dueOn: "2026-12-15" } },
});

export const updateIncidentActionRoute = route({
  method: "PATCH",
  path: "/api/v1/incidents/{id}/actions/{actionId}",
  summary: "Edit a review action or mark it done",
  description: "`status: done` marks it done (and writes it on the timeline); `open` reopens it.",
  params: incidentActionParams,
  body: updateActionBody,
  response: incidentActionShape,
  errors: [404],
  examples: { body: { status: "done" } },
});

export const incidentRoutes = [
  createIncidentRoute,
  listIncidentsRoute,
  getIncidentRoute,
  updateIncidentRoute,
  listIncidentTimelineRoute,
  addIncidentTimelineEntryRoute,
  setIncidentReviewRoute,
  listIncidentActionsRoute,
  createIncidentActionRoute,
  updateIncidentActionRoute,
];
