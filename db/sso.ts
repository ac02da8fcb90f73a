import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts, CREDENTIAL_REVOKED_REASONS, users, type CredentialRevokedReason } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";
import { type Role, ROLES } from "@/lib/vocabulary";

// Single sign-on and provisioning (docs/api.md §4): an account's identity providers, the e-mail domains it has
// proven it owns, the short-lived state of a sign-in in flight, and SCIM.

/**
 * An e-mail domain the account owns, proven by a DNS TXT record. Single sign-on and "SSO required" apply to the
 * people of verified domains only, and a domain is verified for one account at a time.
 */
export const verifiedDomains = pgTable(
  "verified_domains",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    /** The value to publish at `_compliance-platform.<domain>` (TXT). */
    verificationToken: text("verification_token").notNull(),
    verifiedAt: tstz("verified_at"),
    lastCheckedAt: tstz("last_checked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("verified_domains_account_domain_key").on(t.accountId, t.domain),
    uniqueIndex("verified_domains_verified_key")
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
  ],
);

export const SSO_PROTOCOLS = ["oidc", "saml"] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/**
 * An identity provider the account's people sign in with. `settings` holds the protocol's public settings (OIDC:
 * issuer, client id, scopes; SAML: IdP entity id, SSO URL, signing certificates, clock skew); the OIDC client
 * secret is sealed apart and never answered.
 */
export const ssoConnections = pgTable(
  "sso_connections",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    protocol: text("protocol").$type<SsoProtocol>().notNull(),
    name: text("name").notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    secretCiphertext: text("secret_ciphertext"),
    enabled: boolean("enabled").notNull().default(true),
    /** Create a member on first sign-in (just-in-time), with this role. */
    jitProvisioning: boolean("jit_provisioning").notNull().default(true),
    defaultRole: text("default_role").$type<Role>().notNull().default("member"),
    /** Password sign-in is refused for the people of the verified domains (owners keep a recovery path). */
    ssoRequired: boolean("sso_required").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sso_connections_account_idx").on(t.accountId, t.createdAt),
    check("sso_connections_protocol_check", oneOf(t.protocol, SSO_PROTOCOLS)),
    check("sso_connections_default_role_check", oneOf(t.defaultRole, ROLES)),
  ],
);

/** A sign-in in flight: the OIDC state, nonce and PKCE verifier, or the SAML request id; single use, minutes long. */
export const ssoLoginStates = pgTable(
  "sso_login_states",
  {
    id: id(),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => ssoConnections.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    nonce: text("nonce"),
    codeVerifier: text("code_verifier"),
    redirectTo: text("redirect_to"),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sso_login_states_state_key").on(t.state)],
);

/** SAML assertion ids already accepted, until they expire: a replayed assertion is refused. */
export const samlAssertionIds = pgTable("saml_assertion_ids", {
  id: text("id").primaryKey(),
  connectionId: uuid("connection_id")
    .notNull()
    .references(() => ssoConnections.id, { onDelete: "cascade" }),
  expiresAt: tstz("expires_at").notNull(),
});

/** The bearer tokens of an account's SCIM endpoint (`/scim/v2`), stored hashed. */
export const scimTokens = pgTable(
  "scim_tokens",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: tstz("last_used_at"),
    revokedAt: tstz("revoked_at"),
    revokedReason: text("revoked_reason").$type<CredentialRevokedReason>(),
    /** The token this one was rotated from (docs/api.md "SCIM"). */
    replacesId: uuid("replaces_id"),
  },
  (t) => [
    uniqueIndex("scim_tokens_hash_key").on(t.tokenHash),
    index("scim_tokens_account_idx").on(t.accountId, t.createdAt),
    index("scim_tokens_created_by_idx").on(t.createdBy),
    check("scim_tokens_revoked_reason_check", oneOf(t.revokedReason, CREDENTIAL_REVOKED_REASONS)),
  ],
);

/** A SCIM group; a group mapped to a role gives its members that role (the highest of their groups' wins). */
export const scimGroups = pgTable(
  "scim_groups",
  {
    id: id(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull(),
    externalId: text("external_id"),
    role: text("role").$type<Role>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("scim_groups_name_key").on(t.accountId, t.displayName), check("scim_groups_role_check", oneOf(t.role, ROLES))],
);

export const scimGroupMembers = pgTable(
  "scim_group_members",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => scimGroups.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("scim_group_members_key").on(t.groupId, t.userId), index("scim_group_members_user_idx").on(t.userId)],
);
