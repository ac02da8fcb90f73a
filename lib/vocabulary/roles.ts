/**
 * What a member may do (docs/api.md §4): `owner` everything, including deleting the account and handing ownership
 * on; `admin` everything but ownership; `member` compliance work (audits, evidence, documents, frameworks,
 * monitoring, integrations) but not billing, members, single sign-on or API keys; `viewer` reads only.
 * Lowest first: a role includes every role before it.
 */
export const ROLES = ["viewer", "member", "admin", "owner"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = { viewer: "Viewer", member: "Member", admin: "Admin", owner: "Owner" } as const satisfies Record<Role, string>;

/** What each role adds, as the invite and role forms explain it. */
export const ROLE_DESCRIPTIONS = {
  viewer: "reads everything, changes nothing",
  member: "compliance work: audits, evidence, documents, frameworks, monitoring, integrations",
  admin: "also billing, members, single sign-on and API keys",
  owner: "everything, including ownership and deleting the account",
} as const satisfies Record<Role, string>;

/**
 * The roles a system may give (a single sign-on connection on first sign-in, a SCIM group): never `owner`,
 * since ownership is handed over by a person.
 */
export const GRANTABLE_ROLES = ["viewer", "member", "admin"] as const satisfies readonly Role[];
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** Whether `role` includes `required` (ROLES is ordered lowest first). */
export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}
