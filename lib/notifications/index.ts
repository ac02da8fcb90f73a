// The notifications domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { notify } from "./internal/notify";
export type { NotifyInput, Recipient } from "./internal/notify";
export { accountAdmins, personOrAdmins } from "./internal/recipients";
export { listNotifications } from "./list-notifications";
export { getUnreadCount } from "./get-unread-count";
export { readNotification } from "./read-notification";
export { readAllNotifications } from "./read-all-notifications";
export { getNotificationPreferences } from "./get-notification-preferences";
export { updateNotificationPreferences } from "./update-notification-preferences";
export type { AuditorAdmission } from "./internal/auditor-gate";
export { listAuditorNotifications } from "./list-auditor-notifications";
export { readAuditorNotification } from "./read-auditor-notification";
export { sendNotificationEmails } from "./send-notification-emails";
export type { AuditorEmails, NotificationEmailsOutcome, NotificationJobOptions } from "./send-notification-emails";
export { alreadyNotified } from "./internal/already-notified";
export type { NotificationPreferencesResponse, NotificationResponse } from "./schemas";
