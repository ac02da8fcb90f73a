import type { Connector } from "../types";
import { DIRECTORY, USER } from "./kinds";
import { googleWorkspaceLeastPrivilege } from "./least-privilege";
import { type GoogleWorkspaceConfig, googleWorkspaceConfigSchema, type GoogleWorkspaceCredentials, googleWorkspaceCredentialSchema } from "./schemas";
import { googleWorkspaceTests } from "./tests";
import { prose } from "@/lib/format/prose";

/**
 * Google Workspace through the Admin SDK Directory API (users) and the Cloud Identity Policy API (password
 * settings), as a service account with domain-wide delegation acting for an administrator.
 */
export const googleWorkspaceConnector: Connector<GoogleWorkspaceConfig, GoogleWorkspaceCredentials> = {
  id: "google_workspace",
  name: "Google Workspace",
  description: prose(
    "Reads the Workspace directory with a read-only service account: each user's 2-Step Verification enrolment and enforcement and last",
    "sign-in, the number of super administrators, and the password policy.",
  ),
  category: "identity",
  mode: "pull",
  configSchema: googleWorkspaceConfigSchema,
  credentialSchema: googleWorkspaceCredentialSchema,
  leastPrivilege: googleWorkspaceLeastPrivilege,
  resourceTypes: [
    {
      type: USER,
      name: "Workspace user",
      description: "A user account of the Workspace directory.",
      attributes: {
        primaryEmail: "The user's primary e-mail address",
        isAdmin: "Whether the user is a super administrator",
        isDelegatedAdmin: "Whether the user holds a delegated admin role",
        isEnrolledIn2Sv: "Whether the user has enrolled in 2-Step Verification",
        isEnforcedIn2Sv: "Whether 2-Step Verification is enforced for the user",
        suspended: "Whether the account is suspended",
        archived: "Whether the account is archived",
        orgUnitPath: "The user's organisational unit",
        creationTime: "When the account was created (ISO instant)",
        lastLoginTime: "Last sign-in (ISO instant; null if never)",
        daysSinceLastLogin: "Whole days since the last sign-in at sync time (null if never)",
        daysSinceCreation: "Whole days since the account was created, at sync time",
      },
    },
    {
      type: DIRECTORY,
      name: "Workspace directory",
      description: "The Workspace customer (organisation) as a whole.",
      attributes: {
        customerId: "The Workspace customer ID",
        domain: "The domain the integration reads",
        activeUserCount: "Users neither suspended nor archived",
        superAdminCount: "Active super administrators",
        superAdmins: "Their e-mail addresses (the first 50)",
        passwordPolicies: prose(
          "Each password setting (Cloud Identity Policy API, settings/security.password): policy, type, orgUnit, group, allowedStrength,",
          "minimumLength, maximumLength, enforceRequirementsAtLogin, allowReuse, expirationDuration",
        ),
      },
    },
  ],
  tests: googleWorkspaceTests,
  // The SDK loads when a sync or a connection check needs it, not with the catalogue (every test file and route reads that).
  checkConnection: async (ctx) => (await import("./discover")).checkGoogleWorkspace(ctx),
  async *discover(ctx) {
    yield* (await import("./discover")).discoverGoogleWorkspace(ctx);
  },
};
