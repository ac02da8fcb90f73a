/**
 * Which domain owns each table (docs/DEVELOPING.md "Layers"): only the owner's files import it as a value; every other
 * domain asks the owner through a function of its index.ts. tests/unit/table-owners.test.ts reads this map and the
 * imports of lib/<domain>/**, and fails on a table of another domain, or on a table nobody owns.
 *
 * `FOUNDATION` tables are the tenant and the person every row refers to: any domain scopes by `accounts` and names
 * `users`, as lib/context and lib/credentials (below every domain) do to know the caller.
 */
export const FOUNDATION = "foundation";

type Owner = string;

/** db/<file>.ts → its owner, or per table when one file holds tables of several domains. */
export const TABLE_OWNERS: Record<string, Owner | Record<string, Owner>> = {
  accounts: { accounts: FOUNDATION, users: FOUNDATION, apiKeys: "api-keys" },
  "audit-evidence-requests": "audits",
  "audit-populations": "audits",
  audits: "audits",
  billing: "billing",
  // An assessment of a custom framework is the custom-assessments domain's; the definitions are custom-frameworks'.
  "custom-frameworks": {
    customFrameworks: "custom-frameworks",
    customControls: "custom-frameworks",
    mappingSuggestionFeedback: "custom-frameworks",
    customAssessments: "custom-assessments",
  },
  documents: "documents",
  incidents: "incidents",
  email: "email",
  events: "events",
  evidence: "evidence",
  frameworks: "frameworks",
  integrations: "integrations",
  // Invitations are the members domain's; sessions, recovery codes, password resets and e-mail changes are signing in.
  members: {
    memberInvitations: "members",
    userSessions: "auth",
    recoveryCodes: "auth",
    passwordResets: "auth",
    passwordResetRequests: "auth",
    emailChanges: "auth",
  },
  // Schedules and their results are monitoring's; alerts and the webhooks that announce them are lib/alerts', which
  // monitoring's checks and integrations' syncs (both above it) raise.
  monitoring: {
    monitoringSchedules: "monitoring",
    monitoringResults: "monitoring",
    monitoringAlerts: "alerts",
    monitoringWebhooks: "alerts",
    monitoringDeliveries: "alerts",
    monitoringDeliveryAttempts: "alerts",
  },
  notifications: "notifications",
  ownership: "ownership",
  people: "people",
  "policy-acceptance": "policy-acceptance",
  // The wrapper's request counters (lib/http), no domain's.
  "rate-limits": FOUNDATION,
  risks: "risks",
  scope: "scope",
  sso: {
    verifiedDomains: "sso",
    ssoConnections: "sso",
    ssoLoginStates: "sso",
    samlAssertionIds: "sso",
    scimTokens: "scim",
    scimGroups: "scim",
    scimGroupMembers: "scim",
  },
  usage: "billing",
};

export function ownerOf(file: string, table: string): Owner | undefined {
  const owner = TABLE_OWNERS[file];
  return typeof owner === "string" ? owner : owner?.[table];
}
