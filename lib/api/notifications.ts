import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { idParams } from "@/lib/schemas";
import { AUDITOR_NOTIFICATIONS_TIER } from "@/lib/vocabulary";
import {
  listNotificationsQuery,
  notificationPreferencesBody,
  notificationPreferencesShape,
  notificationShape,
  readAllShape,
  unreadCountShape,
} from "@/lib/notifications/schemas";
import { prose } from "@/lib/format/prose";

// Every member, viewers too, reads and marks their own notifications and sets their own e-mail choices.
const route = domainRoutes({ tags: ["Notifications"], auth: "customer", role: "viewer", keyScopes: [] });
const auditorRoute = domainRoutes({ tags: ["Auditor"], auth: "auditor", tier: AUDITOR_NOTIFICATIONS_TIER });
const OWN = 'Each member sees only their own notifications (docs/api.md "Notifications"); an API key has none (403).';

export const listNotificationsRoute = route({
  method: "GET",
  path: "/api/v1/notifications",
  summary: "The caller's notifications (newest first)",
  description: `${OWN} \`unread=true\` keeps the unread ones.`,
  query: listNotificationsQuery,
  response: z.array(notificationShape),
  paginated: true,
});

export const unreadCountRoute = route({
  method: "GET",
  path: "/api/v1/notifications/unread-count",
  summary: "How many of the caller's notifications are unread",
  description: OWN,
  response: unreadCountShape,
});

export const readNotificationRoute = route({
  method: "POST",
  path: "/api/v1/notifications/{id}/read",
  summary: "Mark one notification read",
  description: `${OWN} Another member's notification answers 404. Marking a read one again changes nothing.`,
  params: idParams,
  response: notificationShape,
});

export const readAllNotificationsRoute = route({
  method: "POST",
  path: "/api/v1/notifications/read-all",
  summary: "Mark all of the caller's notifications read",
  description: OWN,
  response: readAllShape,
});

export const getNotificationPreferencesRoute = route({
  method: "GET",
  path: "/api/v1/notifications/preferences",
  summary: "The caller's e-mail preferences",
  description: "Without a choice made: `immediately`, nothing muted.",
  response: notificationPreferencesShape,
});

export const updateNotificationPreferencesRoute = route({
  method: "PUT",
  path: "/api/v1/notifications/preferences",
  summary: "Set the caller's e-mail preferences",
  description: prose(
    "`email`: `immediately` (one e-mail per notification), `daily_digest` (one e-mail a day, from `digestHourUtc`, listing what came",
    "since the last one) or `off`. `mutedKinds`: kinds never e-mailed; they still show in the bell. Notifications not yet e-mailed",
    "follow the new choice.",
  ),
  body: notificationPreferencesBody,
  response: notificationPreferencesShape,
  examples: { body: { email: "daily_digest", mutedKinds: ["evidence.expiring"] } },
});

export const listAuditorNotificationsRoute = auditorRoute({
  method: "GET",
  path: "/api/v1/auditor/notifications",
  summary: "The auditor's notifications (newest first)",
  description: prose(
    "What the auditor was told about their audit: the customer answered an evidence request, the audit's status changed. Needs the",
    "auditor JWT; `unread=true` keeps the unread ones.",
  ),
  envelope: "audit",
  query: listNotificationsQuery,
  response: z.array(notificationShape),
  paginated: true,
});

export const readAuditorNotificationRoute = auditorRoute({
  method: "POST",
  path: "/api/v1/auditor/notifications/{id}/read",
  summary: "Mark one of the auditor's notifications read",
  description: "Any notification not addressed to this auditor's invitation answers 404.",
  envelope: "audit",
  params: idParams,
  response: notificationShape,
});

export const notificationRoutes = [
  listNotificationsRoute,
  unreadCountRoute,
  readNotificationRoute,
  readAllNotificationsRoute,
  getNotificationPreferencesRoute,
  updateNotificationPreferencesRoute,
  listAuditorNotificationsRoute,
  readAuditorNotificationRoute,
];
