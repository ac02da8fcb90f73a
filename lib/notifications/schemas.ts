import { z } from "zod";
import { EMAIL_DELIVERIES, NOTIFICATION_KINDS } from "@/db/notifications";
import { pageQuery } from "@/lib/schemas";

export const notificationKind = z.enum(NOTIFICATION_KINDS);

export const listNotificationsQuery = pageQuery.extend({
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true")
    .describe("`true`: only the unread ones."),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuery>;

export const notificationPreferencesBody = z.strictObject({
  email: z.enum(EMAIL_DELIVERIES).describe("`immediately`: one e-mail per notification; `daily_digest`: one e-mail a day listing them; `off`: none."),
  mutedKinds: z.array(notificationKind).max(NOTIFICATION_KINDS.length).describe("Kinds never e-mailed (they still show in the bell)."),
});
export type NotificationPreferencesInput = z.output<typeof notificationPreferencesBody>;

export const notificationShape = z.object({
  id: z.string(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe("Where the console (or the auditor portal) shows the subject."),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationResponse = z.output<typeof notificationShape>;

export const unreadCountShape = z.object({ unread: z.number().int().min(0) });

export const readAllShape = z.object({ marked: z.number().int().min(0).describe("How many were unread.") });

export const notificationPreferencesShape = z.object({
  email: z.enum(EMAIL_DELIVERIES),
  mutedKinds: z.array(notificationKind),
  digestHourUtc: z.number().int().min(0).max(23).describe("The UTC hour from which each day's digest goes out (`NOTIFICATION_DIGEST_HOUR`)."),
});
export type NotificationPreferencesResponse = z.output<typeof notificationPreferencesShape>;
