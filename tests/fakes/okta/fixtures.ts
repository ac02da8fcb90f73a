import type {
  AuthenticatorEnrollmentPolicy,
  AuthenticatorEnrollmentPolicyAuthenticatorSettings,
  AuthenticatorEnrollmentPolicyRule,
  PasswordPolicy,
  RoleType,
  StandardRole,
  User,
  UserFactor,
  UserFactorType,
  UserStatus,
} from "@okta/okta-sdk-nodejs";
import type { FakeOktaOrg } from "./server";

/** The instant the tests evaluate at; fixture times are relative to it. */
export const NOW = new Date("2026-03-02T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const EVERYONE = "00g1everyone0000000";

function user(id: string, login: string, status: UserStatus, fields: Partial<User> = {}): User {
  const [first] = login.split("@");
  return {
    id,
    status,
    created: daysAgo(400),
    activated: status === "STAGED" || status === "PROVISIONED" ? null : daysAgo(399),
    statusChanged: daysAgo(399),
    lastLogin: daysAgo(1),
    lastUpdated: daysAgo(2),
    passwordChanged: daysAgo(100),
    type: { id: "oty1default000000000" },
    profile: { firstName: first, lastName: "Test", email: login, login, mobilePhone: null, secondEmail: null },
    credentials: { provider: { type: "OKTA", name: "OKTA" } },
    _links: { self: { href: `https://fake.okta.test/api/v1/users/${id}` } },
    ...fields,
  };
}

function factor(userId: string, factorType: UserFactorType, status: UserFactor["status"] = "ACTIVE", provider = "OKTA"): UserFactor {
  return {
    id: `${factorType.replace(/[^a-z]/g, "").slice(0, 3)}${userId.slice(-6)}fctr`,
    factorType,
    provider,
    vendorName: provider,
    status,
    created: daysAgo(300),
    lastUpdated: daysAgo(300),
    profile: {},
    _links: { self: { href: `https://fake.okta.test/api/v1/users/${userId}/factors/x` } },
  };
}

function role(userId: string, type: RoleType, label: string, assignmentType: StandardRole["assignmentType"] = "USER"): StandardRole {
  return {
    id: `ra1${type.toLowerCase().replace(/_/g, "")}${userId.slice(-4)}`,
    label,
    type,
    status: "ACTIVE",
    created: daysAgo(380),
    lastUpdated: daysAgo(380),
    assignmentType,
    _links: { assignee: { href: `https://fake.okta.test/api/v1/users/${userId}` } },
  };
}

function passwordPolicy(
  id: string,
  name: string,
  settings: { minLength: number; commonExcluded: boolean; maxAttempts: number },
  fields: Partial<PasswordPolicy> = {},
): PasswordPolicy {
  return {
    id,
    type: "PASSWORD",
    name,
    status: "ACTIVE",
    priority: 1,
    system: false,
    created: daysAgo(500),
    lastUpdated: daysAgo(20),
    conditions: { people: { groups: { include: [EVERYONE] } }, authProvider: { provider: "OKTA" } },
    settings: {
      password: {
        complexity: {
          minLength: settings.minLength,
          minLowerCase: 1,
          minUpperCase: 1,
          minNumber: 1,
          minSymbol: 0,
          excludeUsername: true,
          excludeAttributes: [],
          dictionary: { common: { exclude: settings.commonExcluded } },
        },
        age: { maxAgeDays: 0, expireWarnDays: 0, minAgeMinutes: 0, historyCount: 4 },
        lockout: { maxAttempts: settings.maxAttempts, autoUnlockMinutes: 0, showLockoutFailures: false, userLockoutNotificationChannels: [] },
      },
    },
    ...fields,
  };
}

function enrollmentPolicy(
  id: string,
  name: string,
  authenticators: AuthenticatorEnrollmentPolicyAuthenticatorSettings[],
  fields: Partial<AuthenticatorEnrollmentPolicy> = {},
): AuthenticatorEnrollmentPolicy {
  return {
    id,
    type: "MFA_ENROLL",
    name,
    status: "ACTIVE",
    priority: 1,
    system: false,
    created: daysAgo(500),
    lastUpdated: daysAgo(20),
    conditions: { people: { groups: { include: [EVERYONE] } } },
    settings: { type: "AUTHENTICATORS", authenticators },
    ...fields,
  };
}

const authenticator = (
  key: AuthenticatorEnrollmentPolicyAuthenticatorSettings["key"],
  self: "REQUIRED" | "OPTIONAL" | "NOT_ALLOWED",
): AuthenticatorEnrollmentPolicyAuthenticatorSettings => ({
  key,
  enroll: { self },
});

function enrollmentRule(id: string, self: "CHALLENGE" | "LOGIN" | "NEVER"): AuthenticatorEnrollmentPolicyRule {
  return {
    id,
    name: "Default Rule",
    priority: 99,
    status: "ACTIVE",
    system: true,
    type: "MFA_ENROLL",
    created: daysAgo(500),
    lastUpdated: daysAgo(20),
    actions: { enroll: { self } },
  };
}

/** Two super admins, strong factors, a strong password policy, Okta Verify required at enrolment. */
export const goodOrg: FakeOktaOrg = {
  users: [
    user("00u1goodadmin0000001", "admin@good.test", "ACTIVE"),
    user("00u1goodops00000002", "ops@good.test", "ACTIVE", { lastLogin: daysAgo(3) }),
    user("00u1goodalice000003", "alice@good.test", "ACTIVE", { lastLogin: daysAgo(10) }),
    user("00u1goodnewhire0004", "newhire@good.test", "PROVISIONED", { created: daysAgo(5), lastLogin: null }),
    user("00u1goodformer00005", "former@good.test", "DEPROVISIONED", { lastLogin: daysAgo(200) }),
    user("00u1goodpaused00006", "paused@good.test", "SUSPENDED", { lastLogin: daysAgo(150) }),
  ],
  factors: {
    "00u1goodadmin0000001": [factor("00u1goodadmin0000001", "push"), factor("00u1goodadmin0000001", "webauthn", "ACTIVE", "FIDO")],
    "00u1goodops00000002": [factor("00u1goodops00000002", "token:software:totp", "ACTIVE", "GOOGLE")],
    "00u1goodalice000003": [factor("00u1goodalice000003", "email"), factor("00u1goodalice000003", "push")],
  },
  roles: {
    "00u1goodadmin0000001": [role("00u1goodadmin0000001", "SUPER_ADMIN", "Super Administrator")],
    "00u1goodops00000002": [
      role("00u1goodops00000002", "SUPER_ADMIN", "Super Administrator", "GROUP"),
      role("00u1goodops00000002", "ORG_ADMIN", "Organizational Administrator"),
    ],
    "00u1goodalice000003": [role("00u1goodalice000003", "READ_ONLY_ADMIN", "Read-only Administrator")],
  },
  passwordPolicies: [passwordPolicy("00p1gooddefault00001", "Default Policy", { minLength: 14, commonExcluded: true, maxAttempts: 5 }, { system: true })],
  enrollmentPolicies: [
    enrollmentPolicy(
      "00p1goodenroll000001",
      "Default Policy",
      [
        authenticator("okta_password", "REQUIRED"),
        authenticator("okta_email", "REQUIRED"),
        authenticator("okta_verify", "REQUIRED"),
        authenticator("webauthn", "OPTIONAL"),
      ],
      { system: true },
    ),
  ],
  enrollmentRules: { "00p1goodenroll000001": [enrollmentRule("0pr1goodrule00000001", "CHALLENGE")] },
};

/** One super admin with only a security question, dormant accounts, optional enrolment, weak passwords. */
export const badOrg: FakeOktaOrg = {
  users: [
    user("00u2badroot00000001", "root@bad.test", "ACTIVE", { lastLogin: daysAgo(2) }),
    user("00u2badbob000000002", "bob@bad.test", "ACTIVE", { lastLogin: daysAgo(120) }),
    user("00u2badcarol0000003", "carol@bad.test", "ACTIVE", { created: daysAgo(45), lastLogin: null }),
    user("00u2badpending00004", "pending@bad.test", "PROVISIONED", { created: daysAgo(60), lastLogin: null }),
    user("00u2badlocked000005", "locked@bad.test", "LOCKED_OUT", { lastLogin: daysAgo(10) }),
  ],
  factors: {
    "00u2badroot00000001": [factor("00u2badroot00000001", "question"), factor("00u2badroot00000001", "email")],
    "00u2badbob000000002": [factor("00u2badbob000000002", "sms")],
    "00u2badlocked000005": [factor("00u2badlocked000005", "push", "PENDING_ACTIVATION")],
  },
  roles: { "00u2badroot00000001": [role("00u2badroot00000001", "SUPER_ADMIN", "Super Administrator")] },
  passwordPolicies: [
    passwordPolicy("00p2badcontract00001", "Contractors", { minLength: 10, commonExcluded: true, maxAttempts: 10 }, { priority: 1 }),
    passwordPolicy("00p2badlegacy000002", "Legacy", { minLength: 4, commonExcluded: false, maxAttempts: 0 }, { priority: 2, status: "INACTIVE" }),
    passwordPolicy("00p2baddefault00003", "Default Policy", { minLength: 8, commonExcluded: false, maxAttempts: 0 }, { priority: 3, system: true }),
  ],
  enrollmentPolicies: [
    enrollmentPolicy("00p2badadmins000001", "Admins", [authenticator("okta_password", "REQUIRED"), authenticator("okta_verify", "REQUIRED")], { priority: 1 }),
    enrollmentPolicy(
      "00p2baddefault00002",
      "Default Policy",
      [authenticator("okta_password", "REQUIRED"), authenticator("okta_email", "REQUIRED"), authenticator("okta_verify", "OPTIONAL")],
      { priority: 2, system: true },
    ),
  ],
  enrollmentRules: {
    "00p2badadmins000001": [enrollmentRule("0pr2badrule00000001", "NEVER")],
    "00p2baddefault00002": [enrollmentRule("0pr2badrule00000002", "CHALLENGE")],
  },
};
