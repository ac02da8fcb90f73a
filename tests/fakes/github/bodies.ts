import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type FakeMember, type FakeOrg, type FakePull, type FakeRepo, ORG_ID, type RepoPermission } from "./org";

/**
 * GitHub's JSON objects for the fake's answers. Organizations and repositories start from @octokit/fixtures
 * recordings of api.github.com (renamed and re-pointed at the fake); the rest follow the examples of GitHub's
 * OpenAPI description. The fake's tests check all of them against that description.
 */
type Json = Record<string, any>;

const require = createRequire(import.meta.url);
const recording = (scenario: string, path: string): Json => {
  const file = require.resolve(`@octokit/fixtures/scenarios/api.github.com/${scenario}/normalized-fixture.json`);
  const entries = JSON.parse(readFileSync(file, "utf8")) as { method: string; path: string; response: Json }[];
  return entries.find((e) => e.method === "get" && e.path === path)!.response;
};

const FIXTURE_ORG = "octokit-fixture-org";
const orgRecording = recording("get-organization", `/orgs/${FIXTURE_ORG}`);
const repoRecording = recording("get-repository", `/repos/${FIXTURE_ORG}/hello-world`);
// GET /orgs/{org}/repos lists minimal repositories: the recording is of GET /repos/{owner}/{repo}.
for (const key of [
  "organization",
  "allow_squash_merge",
  "allow_merge_commit",
  "allow_rebase_merge",
  "allow_auto_merge",
  "allow_update_branch",
  "use_squash_pr_title_as_default",
])
  delete repoRecording[key];
const repoTemplate = JSON.stringify(repoRecording);
const orgTemplate = JSON.stringify(orgRecording);
/** Settings GitHub shows to organization owners only. */
const OWNER_ONLY = [
  "two_factor_requirement_enabled",
  "billing_email",
  "default_repository_permission",
  "members_can_create_repositories",
  "members_allowed_repository_creation_type",
  "members_can_create_public_repositories",
  "members_can_create_private_repositories",
  "members_can_create_internal_repositories",
  "members_can_create_pages",
  "members_can_fork_private_repositories",
  "members_can_create_public_pages",
  "members_can_create_private_pages",
  "web_commit_signoff_required",
  "plan",
  "total_private_repos",
  "owned_private_repos",
  "private_gists",
  "disk_usage",
  "collaborators",
];

export interface Urls {
  /** The fake's API root, where the objects' `url` fields point. */
  api: string;
  /** Its web root, for `html_url`. */
  web: string;
}

function repoint(template: string, urls: Urls, replacements: [string, string][]): Json {
  let text = template.replaceAll("https://api.github.com", urls.api).replaceAll("https://github.com", urls.web);
  for (const [from, to] of replacements) text = text.replaceAll(from, to);
  return JSON.parse(text) as Json;
}

export function organizationBody(org: FakeOrg, urls: Urls): Json {
  const body = repoint(orgTemplate, urls, [[FIXTURE_ORG, org.login]]);
  Object.assign(body, {
    id: ORG_ID,
    name: `${org.login} Inc.`,
    public_repos: 0,
    total_private_repos: org.repoCount,
    owned_private_repos: org.repoCount,
    two_factor_requirement_enabled: org.twoFactorRequired,
    archived_at: null,
  });
  if (!org.ownerToken) for (const key of OWNER_ONLY) delete body[key];
  return body;
}

export function userBody(login: string, id: number, urls: Urls): Json {
  const api = `${urls.api}/users/${login}`;
  return {
    login,
    id,
    node_id: Buffer.from(`04:User${id}`).toString("base64"),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: "",
    url: api,
    html_url: `${urls.web}/${login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: "User",
    site_admin: false,
    user_view_type: "public",
  };
}

export const memberBody = (member: FakeMember, urls: Urls) => userBody(member.login, member.id, urls);

const status = (on: boolean) => ({ status: on ? "enabled" : "disabled" });

export function repositoryBody(org: FakeOrg, repo: FakeRepo, urls: Urls): Json {
  const body = repoint(repoTemplate, urls, [
    [`${FIXTURE_ORG}/hello-world`, `${org.login}/${repo.name}`],
    [FIXTURE_ORG, org.login],
  ]);
  Object.assign(body, {
    id: repo.id,
    node_id: Buffer.from(`010:Repository${repo.id}`).toString("base64"),
    name: repo.name,
    full_name: `${org.login}/${repo.name}`,
    private: repo.private,
    visibility: repo.private ? "private" : "public",
    archived: repo.archived,
    disabled: repo.disabled,
    default_branch: repo.defaultBranch,
    permissions: { admin: repo.tokenAccess === "admin", maintain: true, push: true, triage: true, pull: true },
  });
  body.owner.id = ORG_ID;
  // Shown to repository admins, organization owners and security managers only.
  if (repo.tokenAccess === "admin") {
    body.security_and_analysis = {
      secret_scanning: status(repo.secretScanning),
      secret_scanning_push_protection: status(repo.pushProtection),
      dependabot_security_updates: status(repo.vulnerabilityAlerts),
    };
  }
  return body;
}

export function branchProtectionBody(org: FakeOrg, repo: FakeRepo, urls: Urls): Json {
  const protection = repo.protection!;
  const url = `${urls.api}/repos/${org.login}/${repo.name}/branches/${repo.defaultBranch}/protection`;
  return {
    url,
    required_status_checks: {
      url: `${url}/required_status_checks`,
      strict: true,
      contexts: ["ci/build"],
      contexts_url: `${url}/required_status_checks/contexts`,
      checks: [{ context: "ci/build", app_id: null }],
    },
    ...(protection.requiredReviews === null
      ? {}
      : {
          required_pull_request_reviews: {
            url: `${url}/required_pull_request_reviews`,
            dismiss_stale_reviews: true,
            require_code_owner_reviews: false,
            required_approving_review_count: protection.requiredReviews,
            require_last_push_approval: false,
          },
        }),
    required_signatures: { url: `${url}/required_signatures`, enabled: false },
    enforce_admins: { url: `${url}/enforce_admins`, enabled: protection.enforceAdmins },
    required_linear_history: { enabled: false },
    allow_force_pushes: { enabled: protection.allowForcePushes },
    allow_deletions: { enabled: false },
    block_creations: { enabled: false },
    required_conversation_resolution: { enabled: false },
    lock_branch: { enabled: false },
    allow_fork_syncing: { enabled: false },
  };
}

export function branchRulesBody(org: FakeOrg, repo: FakeRepo): Json[] {
  const rules = repo.rules;
  if (!rules) return [];
  const source = rules.source ?? "Repository";
  const info = {
    ruleset_source_type: source,
    ruleset_source: source === "Organization" ? org.login : `${org.login}/${repo.name}`,
    ruleset_id: 7_000 + repo.index,
  };
  const out: Json[] = [{ type: "deletion", ...info }];
  if (rules.requiredReviews !== undefined) {
    out.push({
      type: "pull_request",
      ...info,
      parameters: {
        allowed_merge_methods: ["merge", "squash", "rebase"],
        dismiss_stale_reviews_on_push: true,
        require_code_owner_review: false,
        require_last_push_approval: false,
        required_approving_review_count: rules.requiredReviews,
        required_review_thread_resolution: false,
      },
    });
  }
  if (rules.blockForcePushes) out.push({ type: "non_fast_forward", ...info });
  return out;
}

const PACKAGES = ["lodash", "minimist", "jsonwebtoken", "express", "axios", "ws", "node-forge", "semver"];

/** Open alert `number` (1-based) of a repository: the first `criticalAlerts` are critical, the rest high. */
export function dependabotAlertBody(org: FakeOrg, repo: FakeRepo, number: number, urls: Urls): Json {
  const severity = number <= repo.criticalAlerts ? "critical" : "high";
  const name = PACKAGES[(repo.index + number) % PACKAGES.length];
  const ghsa = `GHSA-${pad4(repo.index)}-${pad4(number)}-${severity === "critical" ? "crit" : "high"}`;
  const vulnerability = {
    package: { ecosystem: "npm", name },
    severity,
    vulnerable_version_range: "< 4.17.21",
    first_patched_version: { identifier: "4.17.21" },
  };
  return {
    number,
    state: "open",
    dependency: { package: { ecosystem: "npm", name }, manifest_path: "package-lock.json", scope: "runtime", relationship: "transitive" },
    security_advisory: {
      ghsa_id: ghsa,
      cve_id: `CVE-2024-${10_000 + number}`,
      summary: `${severity === "critical" ? "Remote code execution" : "Prototype pollution"} in ${name}`,
      description: `A ${severity} vulnerability in ${name}.`,
      vulnerabilities: [vulnerability],
      severity,
      cvss: { vector_string: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", score: severity === "critical" ? 9.8 : 7.5 },
      cvss_severities: {
        cvss_v3: { vector_string: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", score: severity === "critical" ? 9.8 : 7.5 },
        cvss_v4: null,
      },
      epss: { percentage: 0.01, percentile: 0.5 },
      cwes: [{ cwe_id: "CWE-1321", name: "Improperly Controlled Modification of Object Prototype Attributes" }],
      identifiers: [
        { type: "GHSA", value: ghsa },
        { type: "CVE", value: `CVE-2024-${10_000 + number}` },
      ],
      references: [{ url: `https://github.com/advisories/${ghsa}` }],
      published_at: "2024-05-01T12:00:00Z",
      updated_at: "2024-05-02T12:00:00Z",
      withdrawn_at: null,
    },
    security_vulnerability: vulnerability,
    url: `${urls.api}/repos/${org.login}/${repo.name}/dependabot/alerts/${number}`,
    html_url: `${urls.web}/${org.login}/${repo.name}/security/dependabot/${number}`,
    created_at: "2024-05-03T08:00:00Z",
    updated_at: "2024-05-03T08:00:00Z",
    dismissed_at: null,
    dismissed_by: null,
    dismissed_reason: null,
    dismissed_comment: null,
    fixed_at: null,
    auto_dismissed_at: null,
    assignees: [],
  };
}

const pullExample = JSON.stringify(
  (JSON.parse(readFileSync(require.resolve("@octokit/openapi/generated/api.github.com.json"), "utf8")) as Json).components.examples["pull-request-simple-items"]
    .value[0],
);

/**
 * One item of GET /repos/{owner}/{repo}/pulls: GitHub's own example of a `pull-request-simple` (from its OpenAPI
 * description), re-pointed at the fake's organization and repository, with this pull request's number, title,
 * author and times.
 */
export function pullRequestBody(org: FakeOrg, repo: FakeRepo, pull: FakePull, urls: Urls): Json {
  const body = repoint(pullExample, urls, [
    ["octocat/Hello-World", `${org.login}/${repo.name}`],
    ["/pulls/1347", `/pulls/${pull.number}`],
    ["/pull/1347", `/pull/${pull.number}`],
    ["/issues/1347", `/issues/${pull.number}`],
  ]);
  const author = userBody(pull.author, 200_000 + pull.number, urls);
  Object.assign(body, {
    id: repo.id * 10_000 + pull.number,
    node_id: Buffer.from(`011:PullRequest${repo.id * 10_000 + pull.number}`).toString("base64"),
    number: pull.number,
    state: pull.closedAt ? "closed" : "open",
    title: pull.title,
    user: author,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.closedAt,
    merged_at: pull.mergedAt,
    merge_commit_sha: pull.mergedAt ? createHash("sha1").update(`${repo.name}#${pull.number}`).digest("hex") : null,
    // GitHub's example lists a team without the `type` its own schema requires; nobody is still asked to review here.
    requested_reviewers: [],
    requested_teams: [],
  });
  const repository = repositoryBody(org, repo, urls);
  body.base = { ...body.base, ref: repo.defaultBranch, label: `${org.login}:${repo.defaultBranch}`, repo: repository, user: repository.owner };
  body.head = { ...body.head, ref: `change-${pull.number}`, label: `${pull.author}:change-${pull.number}`, repo: repository, user: author };
  return body;
}

const pad4 = (n: number) => n.toString(36).padStart(4, "0").slice(-4);

const ROLE_NAMES: Record<RepoPermission, string> = { admin: "admin", maintain: "maintain", push: "write", triage: "triage", pull: "read" };
const LEVELS: RepoPermission[] = ["pull", "triage", "push", "maintain", "admin"];

export function collaboratorBody(login: string, id: number, permission: RepoPermission, urls: Urls): Json {
  const level = LEVELS.indexOf(permission);
  return {
    ...userBody(login, id, urls),
    permissions: { pull: true, triage: level >= 1, push: level >= 2, maintain: level >= 3, admin: level >= 4 },
    role_name: ROLE_NAMES[permission],
  };
}

export function errorBody(status: number, message: string, docs = "https://docs.github.com/rest"): Json {
  return { message, documentation_url: docs, status: String(status) };
}
