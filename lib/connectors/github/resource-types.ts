import type { ResourceType } from "../types";
import { MEMBER, ORGANIZATION, REPOSITORY } from "./kinds";

const unreadable = " (an error marker when the token could not read it)";

export const githubResourceTypes: ResourceType[] = [
  {
    type: ORGANIZATION,
    name: "Organization",
    description: "The GitHub organization the integration watches.",
    attributes: {
      login: "The organization's login",
      name: "Its display name (null when unset)",
      twoFactorRequirementEnabled: `Whether everyone with access must use two-factor authentication${unreadable}`,
      defaultRepositoryPermission: "Base permission members get on every repository: read, write, admin or none (null: not shown to the token)",
      membersCanCreatePublicRepositories: "Whether members may create public repositories (null: not shown to the token)",
      plan: "GitHub plan name (null: not shown to the token)",
    },
  },
  {
    type: MEMBER,
    name: "Organization member",
    description: "A member of the organization (owners included; outside collaborators are not members).",
    attributes: {
      login: "GitHub login",
      organization: "The organization's login",
      role: `admin (an owner) or member${unreadable}`,
      twoFactorEnabled: `Whether the account has two-factor authentication on${unreadable}`,
      siteAdmin: "Whether the account is a GitHub (Enterprise Server) site administrator",
    },
  },
  {
    type: REPOSITORY,
    name: "Repository",
    description: "A repository of the organization. Archived and disabled ones are listed but not inspected.",
    attributes: {
      fullName: "owner/name",
      visibility: "public, private or internal",
      private: "Whether the repository is private",
      fork: "Whether it is a fork",
      archived: "Whether it is archived (read-only)",
      disabled: "Whether GitHub has disabled it",
      defaultBranch: "The default branch's name (null for an empty repository)",
      pushedAt: "Last push (ISO instant)",
      defaultBranchProtected: `Whether branch protection or an active ruleset restricts changes to the default branch${unreadable}`,
      protectedBy: 'What protects it: "branch protection", "ruleset" (rulesets are read only when branch protection alone falls short)',
      requiredApprovingReviews: `Approving reviews required to merge into the default branch, at least this many (0: none)${unreadable}`,
      forcePushesBlocked: `Whether force pushes to the default branch are blocked${unreadable}`,
      secretScanningEnabled: `Whether secret scanning is on${unreadable}`,
      secretScanningPushProtectionEnabled: `Whether secret scanning push protection is on${unreadable}`,
      dependabotAlertsEnabled: `Whether Dependabot (vulnerability) alerts are on${unreadable}`,
      openCriticalDependabotAlerts: `Open Dependabot alerts of critical severity (null when alerts are off)${unreadable}`,
      criticalDependabotAlerts: "Up to 5 of them: {number, package, advisory}",
      outsideAdmins: `Logins of outside collaborators with the admin role${unreadable}`,
    },
  },
];
