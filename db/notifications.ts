import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { auditInvitations } from "./audits";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";

/** What people are told about (docs/api.md "Notifications"); each is also an e-mail unless the recipient opted out. */
export const NOTIFICATION_KINDS = [
  "evidence_request.assigned",
  "evidence_request.due_soon",
  "evidence_request.overdue",
  "evidence_request.responded",
  "finding.recorded",
  "finding.changed",
  "finding.assigned",
  "audit.status_changed",
  "audit.completed",
  "document.approval_requested",
  "document.approved",
  "control.assigned",
  "evidence.expiring",
  "check.failed",
  "test.failing",
  "integration.sync_failed",
  "credential.revoked",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const EMAIL_DELIVERIES = ["immediately", "daily_digest", "off"] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

export const NOTIFICATION_EMAIL_STATES = ["none", "pending", "sent", "digested"] as const;
export type NotificationEmailState = (typeof NOTIFICATION_EMAIL_STATES)[number];

/**
 * One notification to one person: a member of the account, or the external auditor of an audit (by the
 * invitation their portal access comes from). Shown in the console's bell or the auditor portal, and e-mailed
 * through the outbox per the recipient's preference.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    auditorInvitationId: uuid("auditor_invitation_id").references(() => auditInvitations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where the console (or portal) shows the subject, e.g. `/audits/<id>`. */
    link: text("link"),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    /** De-duplicates reminders: one `due_soon` per request, one `overdue` per request and day… */
    dedupeKey: text("dedupe_key"),
    emailState: text("email_state").$type<NotificationEmailState>().notNull().default("none"),
    readAt: tstz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_auditor_idx").on(t.auditorInvitationId, t.createdAt, t.id),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_digest_idx")
      .on(t.emailState, t.createdAt)
      .where(sql`${t.emailState} = 'pending'`),
    check("notifications_kind_check", oneOf(t.kind, NOTIFICATION_KINDS)),
    check("notifications_email_state_check", oneOf(t.emailState, NOTIFICATION_EMAIL_STATES)),
    check("notifications_recipient_check", sql`(${t.userId} is not null) <> (${t.auditorInvitationId} is not null)`),
    uniqueIndex("notifications_dedupe_key")
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A member's choices: how e-mails come, and kinds they do not want at all. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").$type<EmailDelivery>().notNull().default("immediately"),
    mutedKinds: jsonb("muted_kinds").$type<NotificationKind[]>().notNull().default([]),
    lastDigestAt: tstz("last_digest_at"),
    updatedAt: updatedAt(),
  },
  (t) => [check("notification_preferences_email_check", oneOf(t.email, EMAIL_DELIVERIES))],
);
