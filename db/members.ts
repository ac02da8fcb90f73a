import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, users } from "./accounts";
import { createdAt, id, oneOf, tstz } from "./columns";
import { type Role, ROLES } from "@/lib/vocabulary";

// The people of an account and how they sign in (docs/api.md §4): invitations, sessions, second factors, password
// resets. Users themselves are in db/accounts.ts.

/** An invitation to join an account with a role: a single-use link sent through the e-mail outbox. */
export const memberInvitations = pgTable(
  "member_invitations",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<Role>().notNull(),
    /** SHA-256 of the link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: tstz("expires_at").notNull(),
    acceptedAt: tstz("accepted_at"),
    acceptedUserId: uuid("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: tstz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_invitations_token_key").on(t.tokenHash),
    index("member_invitations_account_idx").on(t.accountId, t.createdAt, t.id),
    // One pending invitation per address and account; inviting again replaces it.
    uniqueIndex("member_invitations_pending_key")
      .on(t.accountId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check("member_invitations_role_check", oneOf(t.role, ROLES)),
  ],
);

export const SESSION_KINDS = ["console", "token"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const SIGN_IN_METHODS = ["password", "oidc", "saml"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * A signed-in session: the console's cookie session or an API token (`POST /auth/token`). Every request checks
 * that its session is live and its user active, so revoking a session or deactivating a user ends access at once.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SessionKind>().notNull(),
    method: text("method").$type<SignInMethod>().notNull(),
    /** Whether a second factor (TOTP, or the identity provider's) was presented. */
    secondFactor: boolean("second_factor").notNull().default(false),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSeenAt: tstz("last_seen_at"),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [
    index("user_sessions_user_idx").on(t.userId, t.createdAt),
    check("user_sessions_kind_check", oneOf(t.kind, SESSION_KINDS)),
    check("user_sessions_method_check", oneOf(t.method, SIGN_IN_METHODS)),
  ],
);

/** One-time recovery codes of a user's TOTP enrolment, stored hashed; each works once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** A password-reset link: single use, short-lived, stored hashed. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_resets_token_key").on(t.tokenHash), index("password_resets_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A request for a reset link, queued for any address (known or not): the request answers after this one insert, and
 * the `email` lane (lib/auth/prepare-password-resets.ts) looks the address up and sends the link, so the answer's
 * timing says nothing about who has an account. Claimed by deleting it.
 */
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    id: id(),
    email: text("email").notNull(),
    clientAddress: text("client_address").notNull(),
    /** The request's id, carried to the audit-trail row the lane writes. */
    requestId: text("request_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_requests_created_idx").on(t.createdAt)],
);

/** How a member's e-mail was changed (docs/api.md, "Who may change whose identity"). */
export const EMAIL_CHANGE_VIAS = ["scim", "self_service"] as const;
export type EmailChangeVia = (typeof EMAIL_CHANGE_VIAS)[number];

/**
 * A change of a member's e-mail and the way back: the old address gets a link (stored hashed) that restores it for
 * 14 days, ends every session and voids reset links, in case the change was not the person's doing.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromEmail: text("from_email").notNull(),
    toEmail: text("to_email").notNull(),
    via: text("via").$type<EmailChangeVia>().notNull(),
    recoveryTokenHash: text("recovery_token_hash").notNull(),
    recoverableUntil: tstz("recoverable_until").notNull(),
    /** Set when the old address restored itself, or when a later recovery voided this one. */
    closedAt: tstz("closed_at"),
    recoveredAt: tstz("recovered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_changes_recovery_token_key").on(t.recoveryTokenHash),
    index("email_changes_user_idx").on(t.userId, t.createdAt),
    check("email_changes_via_check", oneOf(t.via, EMAIL_CHANGE_VIAS)),
  ],
);
