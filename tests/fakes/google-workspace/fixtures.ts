import type { admin_directory_v1 } from "@googleapis/admin";
import type { cloudidentity_v1 } from "@googleapis/cloudidentity";

/** The instant the tests evaluate at; fixture times are relative to it. */
export const NOW = new Date("2026-03-02T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
/** How the Directory API reports "never signed in". */
const NEVER = "1970-01-01T00:00:00.000Z";

type User = admin_directory_v1.Schema$User;
let sequence = 0;

function user(customerId: string, email: string, fields: Partial<User>): User {
  return {
    kind: "admin#directory#user",
    id: String(117_000_000_000_000_000_000n + BigInt((sequence += 1))),
    etag: '"etag"',
    primaryEmail: email,
    name: { givenName: email.split("@")[0], familyName: "Test", fullName: `${email.split("@")[0]} Test` },
    isAdmin: false,
    isDelegatedAdmin: false,
    lastLoginTime: daysAgo(1),
    creationTime: daysAgo(400),
    agreedToTerms: true,
    suspended: false,
    archived: false,
    changePasswordAtNextLogin: false,
    ipWhitelisted: false,
    emails: [{ address: email, primary: true }],
    customerId,
    orgUnitPath: "/",
    isMailboxSetup: true,
    isEnrolledIn2Sv: true,
    isEnforcedIn2Sv: true,
    includeInGlobalAddressList: true,
    ...fields,
  };
}

function passwordPolicy(
  customerId: string,
  name: string,
  orgUnit: string,
  type: "ADMIN" | "SYSTEM",
  value: Record<string, unknown>,
): cloudidentity_v1.Schema$Policy {
  return {
    name: `policies/${name}`,
    customer: `customers/${customerId}`,
    policyQuery: { orgUnit, query: `entity.org_units.exists(org_unit, org_unit.org_unit_id == orgUnitId('${orgUnit.split("/")[1]}'))`, sortOrder: 1 },
    setting: { type: "settings/security.password", value },
    type,
  };
}

/** Another setting type, which the connector's filter must leave out. */
function sessionPolicy(customerId: string): cloudidentity_v1.Schema$Policy {
  return {
    name: "policies/session1",
    customer: `customers/${customerId}`,
    policyQuery: { orgUnit: "orgUnits/root", sortOrder: 1 },
    setting: { type: "settings/security.session_controls", value: { webSessionDuration: "43200s" } },
    type: "ADMIN",
  };
}

export const GOOD_CUSTOMER = "C01goodorg";
export const GOOD_DOMAIN = "good.test";

/** Two super admins, everyone enrolled and enforced, recent sign-ins, a strong password policy. */
export const goodOrg = {
  customerId: GOOD_CUSTOMER,
  domain: GOOD_DOMAIN,
  users: [
    user(GOOD_CUSTOMER, "admin@good.test", { isAdmin: true }),
    user(GOOD_CUSTOMER, "ops@good.test", { isAdmin: true, lastLoginTime: daysAgo(3) }),
    user(GOOD_CUSTOMER, "alice@good.test", { lastLoginTime: daysAgo(10), orgUnitPath: "/Engineering" }),
    user(GOOD_CUSTOMER, "newhire@good.test", { lastLoginTime: NEVER, creationTime: daysAgo(5) }),
    user(GOOD_CUSTOMER, "former@good.test", {
      suspended: true,
      suspensionReason: "ADMIN",
      isEnrolledIn2Sv: false,
      isEnforcedIn2Sv: false,
      lastLoginTime: daysAgo(300),
    }),
    user(GOOD_CUSTOMER, "archived@good.test", { archived: true, isEnrolledIn2Sv: false, lastLoginTime: NEVER }),
  ],
  policies: [
    passwordPolicy(GOOD_CUSTOMER, "pw-root", "orgUnits/root", "ADMIN", {
      allowedStrength: "STRONG",
      minimumLength: 14,
      maximumLength: 100,
      enforceRequirementsAtLogin: true,
      allowReuse: false,
      expirationDuration: "0s",
    }),
    passwordPolicy(GOOD_CUSTOMER, "pw-eng", "orgUnits/03ph8a2z2", "ADMIN", {
      allowedStrength: "STRONG",
      minimumLength: 12,
      maximumLength: 100,
      enforceRequirementsAtLogin: true,
      allowReuse: false,
      expirationDuration: "0s",
    }),
    sessionPolicy(GOOD_CUSTOMER),
  ],
};

export const BAD_CUSTOMER = "C02badorg";
export const BAD_DOMAIN = "bad.test";

/** One super admin without 2SV, nothing enforced, dormant accounts, Google's weak default password policy. */
export const badOrg = {
  customerId: BAD_CUSTOMER,
  domain: BAD_DOMAIN,
  users: [
    user(BAD_CUSTOMER, "root@bad.test", { isAdmin: true, isEnrolledIn2Sv: false, isEnforcedIn2Sv: false, lastLoginTime: daysAgo(2) }),
    user(BAD_CUSTOMER, "bob@bad.test", { isEnforcedIn2Sv: false, lastLoginTime: daysAgo(120) }),
    user(BAD_CUSTOMER, "carol@bad.test", { isEnrolledIn2Sv: false, isEnforcedIn2Sv: false, lastLoginTime: NEVER, creationTime: daysAgo(45) }),
    user(BAD_CUSTOMER, "helpdesk@bad.test", { isDelegatedAdmin: true, isEnforcedIn2Sv: false }),
  ],
  policies: [
    passwordPolicy(BAD_CUSTOMER, "pw-default", "orgUnits/root", "SYSTEM", {
      allowedStrength: "WEAK",
      minimumLength: 8,
      maximumLength: 100,
      enforceRequirementsAtLogin: false,
      allowReuse: true,
      expirationDuration: "0s",
    }),
  ],
};
