import { defineTest, errored, failing, isAttributeError, notApplicable, passing } from "../define-test";
import type { Attributes, Evaluation, TestDefinition } from "../types";
import { MEMBER, ORGANIZATION, REPOSITORY } from "./kinds";
import { prose } from "@/lib/format/prose";

type RepositoryTestSpec = Omit<Parameters<typeof defineTest>[0], "resourceType">;

/**
 * A repository test: archived and disabled repositories are not applicable (nothing can change in them, and the
 * sync does not inspect them), which must be decided before the attributes the check needs are looked at.
 */
function repositoryTest(spec: RepositoryTestSpec): TestDefinition {
  const { needs, evaluate, ...rest } = spec;
  return defineTest({
    ...rest,
    resourceType: REPOSITORY,
    needs: ["archived"],
    evaluate(attributes, resource) {
      if (attributes.archived === true) return notApplicable("The repository is archived: it is read-only and nothing can be merged into it.");
      if (attributes.disabled === true) return notApplicable("The repository is disabled by GitHub: nobody can push to it.");
      if (attributes.defaultBranch === null) return notApplicable("The repository is empty: it has no default branch yet.");
      for (const name of needs) {
        const value = attributes[name];
        if (value === undefined) return errored(`The sync did not record "${name}" for this repository.`);
        if (isAttributeError(value)) return errored(`Could not read ${name}: ${value.$error}`);
      }
      return evaluate(attributes, resource);
    },
  });
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const branchOf = (a: Attributes) => String(a.defaultBranch);
const unprotected = (a: Attributes, consequence: string): Evaluation =>
  failing(`${branchOf(a)} has neither branch protection nor an active ruleset, so ${consequence}.`);

export const githubTests: TestDefinition[] = [
  defineTest({
    id: "github.org.two_factor_required",
    resourceType: ORGANIZATION,
    title: "The organization requires two-factor authentication",
    description: prose(
      "The organization's setting “Require two-factor authentication” is on, so everyone with access to its repositories (members,",
      "outside collaborators, billing managers) must use 2FA.",
    ),
    rationale: "A GitHub password alone is phished or reused easily; one account without 2FA is a way into every repository it can reach.",
    remediation: {
      console: prose(
        "Organization → Settings → Authentication security → tick “Require two-factor authentication for everyone in the organization” →",
        "Save. Members without 2FA are removed; warn them first (People → filter “2FA: Disabled”).",
      ),
      command: "No API turns it on. Check it: gh api orgs/ORG --jq .two_factor_requirement_enabled",
    },
    severity: "high",
    themes: ["mfa"],
    needs: ["twoFactorRequirementEnabled"],
    evaluate: (a) =>
      a.twoFactorRequirementEnabled
        ? passing(`The ${String(a.login)} organization requires two-factor authentication of everyone with access.`)
        : failing(`The ${String(a.login)} organization does not require two-factor authentication.`),
  }),
  defineTest({
    id: "github.member.two_factor_enabled",
    resourceType: MEMBER,
    title: "Organization members use two-factor authentication",
    description: "The member's GitHub account has two-factor authentication on (GitHub's “2FA disabled” member filter, visible to organization owners).",
    rationale: "A member without 2FA can be taken over with a password alone, and with it every repository the member can push to.",
    remediation: {
      console: prose(
        "The member: github.com → Settings → Password and authentication → Enable two-factor authentication. An owner can make it",
        "mandatory: Organization → Settings → Authentication security.",
      ),
      command: "gh api 'orgs/ORG/members?filter=2fa_disabled' --paginate --jq '.[].login'",
    },
    severity: "high",
    themes: ["mfa"],
    needs: ["twoFactorEnabled"],
    evaluate: (a) =>
      a.twoFactorEnabled
        ? passing(`${String(a.login)} has two-factor authentication on.`)
        : failing(`${String(a.login)} has no two-factor authentication${a.role === "admin" ? ", and is an owner of the organization" : ""}.`),
  }),
  repositoryTest({
    id: "github.repo.default_branch_protected",
    title: "The default branch is protected",
    description: prose(
      "The repository's default branch has branch protection or an active ruleset that restricts how it changes (pull requests, status",
      "checks, no force pushes or deletion).",
    ),
    rationale: prose(
      "Without protection anyone with write access can push straight to the code that ships, bypassing review and checks; SOC 2 CC8.1",
      "asks that changes be authorized before release.",
    ),
    remediation: {
      console: prose(
        "Repository → Settings → Rules → Rulesets → New branch ruleset → Target: Include default branch → Require a pull request before",
        "merging, Block force pushes → Enforcement: Active (or Settings → Branches → Add branch protection rule).",
      ),
      command: prose(
        "gh api -X PUT repos/ORG/REPO/branches/BRANCH/protection -F required_status_checks=null -F enforce_admins=true -F",
        "'required_pull_request_reviews[required_approving_review_count]=1' -F restrictions=null -F allow_force_pushes=false",
      ),
    },
    severity: "high",
    themes: ["change_management", "secure_development"],
    needs: ["defaultBranchProtected"],
    evaluate: (a) => {
      if (!a.defaultBranchProtected) return unprotected(a, "anyone with write access can push to it directly");
      const by = (a.protectedBy as string[] | undefined) ?? [];
      const named = by.map((source) => (source === "ruleset" ? "an active ruleset" : source));
      return passing(`${branchOf(a)} is protected${named.length > 0 ? ` by ${named.join(" and ")}` : ""}.`);
    },
  }),
  repositoryTest({
    id: "github.repo.required_reviews",
    title: "Changes to the default branch need an approving review",
    description: "Branch protection or a ruleset on the default branch requires at least one approving review before a pull request merges.",
    rationale: "A second person reading every change is the core of change control; it catches mistakes and makes a malicious change need two people.",
    remediation: {
      console: prose(
        "Repository → Settings → Rules → Rulesets → (the default branch's ruleset) → Require a pull request before merging → Required",
        "approvals: 1 or more (or Settings → Branches → the rule → Require approvals).",
      ),
      command: "gh api -X PATCH repos/ORG/REPO/branches/BRANCH/protection/required_pull_request_reviews -F required_approving_review_count=1",
    },
    severity: "high",
    themes: ["change_management", "secure_development"],
    needs: ["defaultBranchProtected", "requiredApprovingReviews"],
    evaluate: (a) => {
      const reviews = a.requiredApprovingReviews as number;
      if (!a.defaultBranchProtected) return unprotected(a, "changes reach it without any review; at least 1 approving review is required");
      if (reviews < 1) return failing(`${branchOf(a)} is protected but requires no approving review; at least 1 is required.`);
      return passing(`${branchOf(a)} requires ${plural(reviews, "approving review")} before a merge; at least 1 is required.`);
    },
  }),
  repositoryTest({
    id: "github.repo.force_push_blocked",
    title: "Force pushes to the default branch are blocked",
    description: "Branch protection (with “Allow force pushes” off) or a ruleset with “Block force pushes” applies to the default branch.",
    rationale: "A force push rewrites published history: reviewed commits can be replaced and the record of what shipped is lost.",
    remediation: {
      console: prose(
        "Repository → Settings → Rules → Rulesets → the default branch's ruleset → Block force pushes (or Settings → Branches → the rule",
        "→ untick Allow force pushes).",
      ),
      command: prose(
        "gh api -X PUT repos/ORG/REPO/branches/BRANCH/protection -F required_status_checks=null -F enforce_admins=true -F",
        "'required_pull_request_reviews[required_approving_review_count]=1' -F restrictions=null -F allow_force_pushes=false  # PUT",
        "replaces the whole protection: repeat the settings you keep",
      ),
    },
    severity: "medium",
    themes: ["change_management"],
    needs: ["defaultBranchProtected", "forcePushesBlocked"],
    evaluate: (a) => {
      if (!a.defaultBranchProtected) return unprotected(a, "anyone with write access can force-push to it");
      return a.forcePushesBlocked
        ? passing(`Force pushes to ${branchOf(a)} are blocked.`)
        : failing(`${branchOf(a)} is protected but its branch protection allows force pushes.`);
    },
  }),
  repositoryTest({
    id: "github.repo.secret_scanning_enabled",
    title: "Secret scanning is on",
    description: "GitHub secret scanning (security and analysis settings) is enabled for the repository.",
    rationale: "Keys and tokens committed by mistake are found by attackers within minutes; secret scanning reports them so they can be revoked.",
    remediation: {
      console: prose(
        "Repository → Settings → Advanced Security (Code security) → Secret Protection / Secret scanning → Enable; organization-wide:",
        "Organization → Settings → Advanced Security → Configurations.",
      ),
      command: "gh api -X PATCH repos/ORG/REPO -f 'security_and_analysis[secret_scanning][status]=enabled'",
    },
    severity: "medium",
    themes: ["credential_management", "secure_development"],
    needs: ["secretScanningEnabled"],
    evaluate: (a) => {
      if (!a.secretScanningEnabled) return failing("Secret scanning is off.");
      return passing(`Secret scanning is on${a.secretScanningPushProtectionEnabled === true ? ", with push protection" : ""}.`);
    },
  }),
  repositoryTest({
    id: "github.repo.dependabot_alerts_enabled",
    title: "Dependabot alerts are on",
    description: "Dependabot (vulnerability) alerts are enabled, so GitHub reports dependencies with known vulnerabilities.",
    rationale: "Most exploited vulnerabilities are in third-party packages; without alerts nobody learns that a dependency needs an update.",
    remediation: {
      console: prose(
        "Repository → Settings → Advanced Security (Code security) → Dependabot alerts → Enable; organization-wide: Organization →",
        "Settings → Advanced Security → Configurations.",
      ),
      command: "gh api -X PUT repos/ORG/REPO/vulnerability-alerts",
    },
    severity: "medium",
    themes: ["vulnerability_management"],
    needs: ["dependabotAlertsEnabled"],
    evaluate: (a) =>
      a.dependabotAlertsEnabled ? passing("Dependabot alerts are on.") : failing("Dependabot alerts are off, so vulnerable dependencies go unreported."),
  }),
  repositoryTest({
    id: "github.repo.no_critical_dependabot_alerts",
    title: "No open critical Dependabot alerts",
    description: "The repository has no open Dependabot alert of critical severity. With alerts off the vulnerabilities are unknown, which fails too.",
    rationale: "A critical advisory in a dependency is often exploitable remotely; it should be fixed within days, not left open.",
    remediation: {
      console: prose(
        "Repository → Security → Dependabot → filter “is:open severity:critical” → merge Dependabot's pull request or upgrade the",
        "package, or dismiss with a reason if it does not apply.",
      ),
      command: prose(
        "gh api 'repos/ORG/REPO/dependabot/alerts?state=open&severity=critical' --paginate --jq '.[] | [.number,",
        ".dependency.package.name, .security_advisory.ghsa_id] | @tsv'",
      ),
    },
    severity: "critical",
    themes: ["vulnerability_management"],
    needs: ["dependabotAlertsEnabled", "openCriticalDependabotAlerts"],
    evaluate: (a) => {
      if (a.dependabotAlertsEnabled === false || a.openCriticalDependabotAlerts === null)
        return failing("Dependabot alerts are off, so open critical vulnerabilities cannot be known.");
      const count = a.openCriticalDependabotAlerts as number;
      if (count === 0) return passing("No critical Dependabot alert is open.");
      const samples = ((a.criticalDependabotAlerts as { package: string; advisory: string }[] | undefined) ?? []).map((s) => `${s.package} (${s.advisory})`);
      const named = samples.length > 0 ? `: ${samples.join(", ")}${count > samples.length ? ", …" : ""}` : "";
      return failing(`${plural(count, "critical Dependabot alert")} ${count === 1 ? "is" : "are"} open${named}.`);
    },
  }),
  repositoryTest({
    id: "github.repo.no_outside_admins",
    title: "No outside collaborator administers the repository",
    description: "No outside collaborator (someone with access who is not a member of the organization) has the admin role on the repository.",
    rationale: "Admins change protection, secrets and access; outside collaborators escape the organization's joiner/leaver process, its 2FA and SSO.",
    remediation: {
      console: "Repository → Settings → Collaborators and teams → the outside collaborator → change the role to Write (or Maintain), or remove them.",
      command: "gh api -X PUT repos/ORG/REPO/collaborators/LOGIN -f permission=push  # or: gh api -X DELETE repos/ORG/REPO/collaborators/LOGIN",
    },
    severity: "high",
    themes: ["privileged_access", "access_lifecycle"],
    needs: ["outsideAdmins"],
    evaluate: (a) => {
      const admins = a.outsideAdmins as string[];
      if (admins.length === 0) return passing("No outside collaborator has the admin role.");
      return failing(`${plural(admins.length, "outside collaborator")} ${admins.length === 1 ? "has" : "have"} the admin role: ${admins.join(", ")}.`);
    },
  }),
];
