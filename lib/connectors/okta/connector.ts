import type { Connector } from "../types";
import { ORG, USER } from "./kinds";
import { oktaLeastPrivilege } from "./least-privilege";
import { type OktaConfig, oktaConfigSchema, type OktaCredentials, oktaCredentialSchema } from "./schemas";
import { oktaTests } from "./tests";
import { prose } from "@/lib/format/prose";

/** Okta through its management API (the official Node SDK), with an API token or a private-key service app. */
export const oktaConnector: Connector<OktaConfig, OktaCredentials> = {
  id: "okta",
  name: "Okta",
  description: prose(
    "Reads the Okta org with read-only access: each user's status, last sign-in and enrolled factors, the super administrators, the",
    "authenticator enrolment policies and the password policies.",
  ),
  category: "identity",
  mode: "pull",
  configSchema: oktaConfigSchema,
  credentialSchema: oktaCredentialSchema,
  leastPrivilege: oktaLeastPrivilege,
  resourceTypes: [
    {
      type: USER,
      name: "Okta user",
      description: "A person (or service account) in the Okta directory, including deactivated ones.",
      attributes: {
        login: "The user's login",
        email: "The user's primary e-mail",
        status: "ACTIVE, PROVISIONED, STAGED, RECOVERY, PASSWORD_EXPIRED, LOCKED_OUT, SUSPENDED or DEPROVISIONED",
        created: "When the user was created (ISO instant)",
        activated: "When the user was activated",
        lastLogin: "Last sign-in (null if never)",
        statusChanged: "When the status last changed",
        passwordChanged: "When the password last changed",
        daysSinceLastLogin: "Whole days since the last sign-in at sync time (null if never)",
        daysSinceCreation: "Whole days since the user was created, at sync time",
        factors: "Enrolled factors: factorType, provider, status (null for users who cannot sign in or have not activated)",
        adminRoles: "Admin role types assigned to the user, directly or through groups",
        isSuperAdmin: "Whether the user holds the Super Administrator role",
      },
    },
    {
      type: ORG,
      name: "Okta org",
      description: "The Okta org as a whole.",
      attributes: {
        orgUrl: "The org's URL",
        superAdminCount: "Users (not deactivated or suspended) with the Super Administrator role",
        superAdmins: "Their logins (the first 50)",
        passwordPolicies: prose(
          "Each password policy: id, name, status, priority, system, minLength, excludeUsername, commonPasswordsExcluded, historyCount,",
          "maxAgeDays, lockoutMaxAttempts",
        ),
        mfaEnrollmentPolicies: prose(
          "Each authenticator enrolment policy: id, name, status, priority, system, settingsType, required and optional authenticators,",
          "rules (name, status, enroll)",
        ),
      },
    },
  ],
  tests: oktaTests,
  // The SDK loads when a sync or a connection check needs it, not with the catalogue (every test file and route reads that).
  checkConnection: async (ctx) => (await import("./discover")).checkOkta(ctx),
  async *discover(ctx) {
    yield* (await import("./discover")).discoverOkta(ctx);
  },
};
