import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { type Role, ROLES, type Tier, TIERS, USER_STATUSES, type UserStatus } from "@/lib/vocabulary";

/** What an API key may reach: the document routes (the original keys), every read, or every member's route. */
export const API_KEY_SCOPES = ["documents", "read_only", "full"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Why an API key or SCIM token stopped working (docs/api.md §4 "Who owns a credential"): an admin revoked it, it was
 * rotated to a successor, or the member who created it (and so knew its secret) left, was demoted below admin or was
 * deactivated.
 */
export const CREDENTIAL_REVOKED_REASONS = ["revoked", "rotated", "creator_removed", "creator_demoted", "creator_deactivated"] as const;
export type CredentialRevokedReason = (typeof CREDENTIAL_REVOKED_REASONS)[number];

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    name: text("name").notNull(),
    tier: text("tier").$type<Tier>().notNull().default("free"),
    /** Every member must sign in with a second factor (TOTP) or through single sign-on. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("accounts_tier_check", oneOf(t.tier, TIERS))],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** Null for a member who signs in only through single sign-on (provisioned just in time or by SCIM). */
    passwordHash: text("password_hash"),
    role: text("role").$type<Role>().notNull().default("member"),
    status: text("status").$type<UserStatus>().notNull().default("active"),
    deactivatedAt: tstz("deactivated_at"),
    /** AES-256-GCM of the TOTP secret (purpose "totp"); set while enrolling, `totpEnabledAt` once confirmed. */
    totpSecretCiphertext: text("totp_secret_ciphertext"),
    totpEnabledAt: tstz("totp_enabled_at"),
    lastSignInAt: tstz("last_sign_in_at"),
    /** The identity provider's id of this person (SCIM `externalId`, or the SSO subject), per account. */
    externalId: text("external_id"),
    createdAt: createdAt(),
    updatedAt: tstz("updated_at"),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_account_idx").on(t.accountId),
    uniqueIndex("users_external_id_key")
      .on(t.accountId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    check("users_role_check", oneOf(t.role, ROLES)),
    check("users_status_check", oneOf(t.status, USER_STATUSES)),
  ],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    scope: text("scope").$type<ApiKeyScope>().notNull().default("documents"),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz("last_used_at"),
    revokedAt: tstz("revoked_at"),
    revokedReason: text("revoked_reason").$type<CredentialRevokedReason>(),
    /** The key this one was rotated from (docs/api.md §4). */
    replacesId: uuid("replaces_id"),
  },
  (t) => [
    uniqueIndex("api_keys_hash_key").on(t.keyHash),
    index("api_keys_account_idx").on(t.accountId, t.createdAt),
    // Revoking everything a departing member created looks their live keys up by creator.
    index("api_keys_created_by_idx").on(t.createdBy),
    check("api_keys_scope_check", oneOf(t.scope, API_KEY_SCOPES)),
    check("api_keys_revoked_reason_check", oneOf(t.revokedReason, CREDENTIAL_REVOKED_REASONS)),
  ],
);
