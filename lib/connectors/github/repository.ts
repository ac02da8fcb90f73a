import { attributeError, isAttributeError } from "../define-test";
import type { AttributeError, DiscoveredResource } from "../types";
import type { GitHubOctokit } from "./client";
import { explain, githubMessage, isFatal, statusOf } from "./errors";

import { REPOSITORY } from "./kinds";

export { REPOSITORY };

export type ListedRepository = Awaited<ReturnType<GitHubOctokit["rest"]["repos"]["listForOrg"]>>["data"][number];
type Readable<T> = T | AttributeError;

/** Open critical alerts named in the attributes, so the detail and an auditor can see which ones. */
const ALERT_SAMPLES = 5;

/** Ruleset rules that restrict how a branch changes (pattern rules on names and messages do not protect it). */
const PROTECTING_RULES = new Set([
  "pull_request",
  "non_fast_forward",
  "deletion",
  "update",
  "required_status_checks",
  "required_linear_history",
  "required_signatures",
  "required_deployments",
  "merge_queue",
]);

interface ClassicProtection {
  requiredApprovingReviews: number;
  forcePushesAllowed: boolean;
}

interface RuleSummary {
  protecting: boolean;
  requiredApprovingReviews: number;
  blocksForcePushes: boolean;
}

export interface RepositoryScope {
  octokit: GitHubOctokit;
  signal: AbortSignal;
  /**
   * The organization's outside collaborators. None at all means no repository can have an outside admin,
   * which spares one call per repository; when the list could not be read, each repository is asked.
   */
  outsideCollaborators: Readable<ReadonlySet<string>>;
}

/** One call whose failure is this resource's problem only: the value, or an AttributeError with GitHub's reason. */
async function readable<T>(signal: AbortSignal, hint: string, read: () => Promise<T>): Promise<Readable<T>> {
  try {
    return await read();
  } catch (error) {
    if (isFatal(error, signal)) throw error;
    const status = statusOf(error);
    return attributeError(`${explain(error)}${status === 403 || status === 404 ? `; ${hint}` : ""}`);
  }
}

const ADMIN_HINT = "reading it needs admin rights on the repository (an organization owner's token; fine-grained: Administration read)";

async function classicProtection(scope: RepositoryScope, owner: string, repo: string, branch: string): Promise<Readable<ClassicProtection | null>> {
  return readable(scope.signal, ADMIN_HINT, async () => {
    try {
      const { data } = await scope.octokit.rest.repos.getBranchProtection({ owner, repo, branch });
      return {
        requiredApprovingReviews: data.required_pull_request_reviews ? (data.required_pull_request_reviews.required_approving_review_count ?? 0) : 0,
        forcePushesAllowed: data.allow_force_pushes?.enabled === true,
      };
    } catch (error) {
      // GitHub's words for "no protection here" (a branch not yet pushed has none either); any other 404 is
      // GitHub hiding what the token may not see, which says nothing about protection.
      if (statusOf(error) === 404 && /^Branch not (protected|found)/i.test(githubMessage(error) ?? "")) return null;
      throw error;
    }
  });
}

async function branchRules(scope: RepositoryScope, owner: string, repo: string, branch: string): Promise<Readable<RuleSummary>> {
  return readable(scope.signal, "reading rulesets needs read access to the repository (fine-grained: Metadata read)", async () => {
    const summary: RuleSummary = { protecting: false, requiredApprovingReviews: 0, blocksForcePushes: false };
    try {
      for await (const page of scope.octokit.paginate.iterator(scope.octokit.rest.repos.getBranchRules, { owner, repo, branch, per_page: 100 })) {
        for (const rule of page.data) {
          if (PROTECTING_RULES.has(rule.type)) summary.protecting = true;
          if (rule.type === "pull_request")
            summary.requiredApprovingReviews = Math.max(summary.requiredApprovingReviews, rule.parameters?.required_approving_review_count ?? 0);
          if (rule.type === "non_fast_forward") summary.blocksForcePushes = true;
        }
      }
    } catch (error) {
      // A GitHub Enterprise Server older than rulesets does not know the endpoint: no rules can apply there.
      if (statusOf(error) === 404) return summary;
      throw error;
    }
    return summary;
  });
}

/** A value from two sources, where either may prove it: the first failure counts only when nothing did. */
function combined<T>(proven: T | undefined, fallback: T, errors: unknown[]): Readable<T> {
  if (proven !== undefined) return proven;
  const failure = errors.find(isAttributeError);
  return failure ?? fallback;
}

async function defaultBranchAttributes(scope: RepositoryScope, owner: string, repo: string, branch: string) {
  const classic = await classicProtection(scope, owner, repo, branch);
  const classicObject = isAttributeError(classic) ? null : classic;
  // Branch protection that already meets every check makes rulesets moot; reading them costs a call per repository.
  const classicSuffices = classicObject !== null && classicObject.requiredApprovingReviews >= 1 && !classicObject.forcePushesAllowed;
  const rules = classicSuffices ? null : await branchRules(scope, owner, repo, branch);
  const rulesObject = rules === null || isAttributeError(rules) ? null : rules;
  const errors = [classic, rules];

  const protectedBy = [...(classicObject ? ["branch protection"] : []), ...(rulesObject?.protecting ? ["ruleset"] : [])];
  const reviews = Math.max(classicObject?.requiredApprovingReviews ?? 0, rulesObject?.requiredApprovingReviews ?? 0);
  const forcePushesBlocked = (classicObject !== null && !classicObject.forcePushesAllowed) || rulesObject?.blocksForcePushes === true;
  return {
    defaultBranchProtected: combined(protectedBy.length > 0 ? true : undefined, false, errors),
    protectedBy,
    requiredApprovingReviews: combined(reviews >= 1 ? reviews : undefined, 0, errors),
    forcePushesBlocked: combined(forcePushesBlocked ? true : undefined, false, errors),
  };
}

interface AlertSample {
  number: number;
  package: string;
  advisory: string;
}

async function dependabotAttributes(scope: RepositoryScope, owner: string, repo: string) {
  const octokit = scope.octokit;
  // One call answers both questions when alerts are on (the usual case); GitHub refuses the list when they are off.
  const alerts = await readable(scope.signal, "reading Dependabot alerts needs the security_events scope (fine-grained: Dependabot alerts read)", async () => {
    let count = 0;
    const samples: AlertSample[] = [];
    const pages = octokit.paginate.iterator(octokit.rest.dependabot.listAlertsForRepo, { owner, repo, state: "open", severity: "critical", per_page: 100 });
    for await (const page of pages) {
      for (const alert of page.data) {
        count += 1;
        if (samples.length < ALERT_SAMPLES)
          samples.push({ number: alert.number, package: alert.dependency.package?.name ?? "unknown package", advisory: alert.security_advisory.ghsa_id });
      }
    }
    return { count, samples };
  });
  if (!isAttributeError(alerts)) return { dependabotAlertsEnabled: true, openCriticalDependabotAlerts: alerts.count, criticalDependabotAlerts: alerts.samples };

  const listSaysOff = /alerts are disabled/i.test(alerts.$error);
  const enabled = await readable(scope.signal, ADMIN_HINT, async () => {
    try {
      await octokit.rest.repos.checkVulnerabilityAlerts({ owner, repo });
      return true;
    } catch (error) {
      if (statusOf(error) === 404 && /alerts are disabled/i.test(githubMessage(error) ?? "")) return false;
      throw error;
    }
  });
  const dependabotAlertsEnabled = isAttributeError(enabled) && listSaysOff ? false : enabled;
  return {
    dependabotAlertsEnabled,
    // null: alerts are off, so GitHub does not know the repository's vulnerable dependencies.
    openCriticalDependabotAlerts: dependabotAlertsEnabled === false ? null : alerts,
    criticalDependabotAlerts: [] as AlertSample[],
  };
}

async function outsideAdmins(scope: RepositoryScope, owner: string, repo: string): Promise<Readable<string[]>> {
  if (!isAttributeError(scope.outsideCollaborators) && scope.outsideCollaborators.size === 0) return [];
  return readable(
    scope.signal,
    "listing collaborators needs write access to the repository (classic: repo and read:org; fine-grained: Metadata read)",
    async () => {
      const logins: string[] = [];
      const pages = scope.octokit.paginate.iterator(scope.octokit.rest.repos.listCollaborators, {
        owner,
        repo,
        affiliation: "outside",
        permission: "admin",
        per_page: 100,
      });
      for await (const page of pages) {
        for (const collaborator of page.data) if (collaborator.permissions?.admin !== false) logins.push(collaborator.login);
      }
      return logins.sort();
    },
  );
}

function securitySetting(repo: ListedRepository, key: "secret_scanning" | "secret_scanning_push_protection"): Readable<boolean> {
  const status = repo.security_and_analysis?.[key]?.status;
  if (status === "enabled" || status === "disabled") return status === "enabled";
  return attributeError(
    "GitHub did not show this repository's security settings; they are shown to repository admins, organization owners and security managers only",
  );
}

/** What the tests read about one repository; an archived or disabled one is only described, never inspected. */
export async function inspectRepository(scope: RepositoryScope, repo: ListedRepository): Promise<DiscoveredResource> {
  const owner = repo.owner.login;
  const base = {
    fullName: repo.full_name,
    visibility: repo.visibility ?? (repo.private ? "private" : "public"),
    private: repo.private,
    fork: repo.fork,
    archived: repo.archived === true,
    disabled: repo.disabled === true,
    defaultBranch: repo.default_branch ?? null,
    pushedAt: repo.pushed_at ?? null,
  };
  const resource = { type: REPOSITORY, externalId: String(repo.id), name: repo.full_name };
  if (base.archived || base.disabled || !repo.default_branch) return { ...resource, attributes: base };

  const [branch, dependabot, admins] = await Promise.all([
    defaultBranchAttributes(scope, owner, repo.name, repo.default_branch),
    dependabotAttributes(scope, owner, repo.name),
    outsideAdmins(scope, owner, repo.name),
  ]);
  return {
    ...resource,
    attributes: {
      ...base,
      ...branch,
      secretScanningEnabled: securitySetting(repo, "secret_scanning"),
      secretScanningPushProtectionEnabled: securitySetting(repo, "secret_scanning_push_protection"),
      ...dependabot,
      outsideAdmins: admins,
    },
  };
}
