import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTROL_THEMES, controlsOfThemes, type Evaluation } from "@/lib/connectors";
import { createGitHubConnector } from "@/lib/connectors/github/connector";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "@/tests/helpers/connector";
import { githubConformance } from "@/tests/fakes/github/openapi";
import type { FakeRepo } from "@/tests/fakes/github/org";
import { type FakeGitHub, type FakeGitHubOptions, startFakeGitHub } from "@/tests/fakes/github/server";
import { prose } from "@/lib/format/prose";

// GitHub's Retry-After and reset are seconds; here one second of them is worth 20 ms, and 5xx back-off starts at 5 ms.
const connector = createGitHubConnector({ retryAfterBaseValue: 20, retryBaseMs: 5, requestTimeoutMs: 5_000 });

const fakes: FakeGitHub[] = [];
async function fake(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const started = await startFakeGitHub({ validate: true, ...options });
  fakes.push(started);
  return started;
}

afterEach(async () => {
  // Every answer served and every query received conformed to GitHub's OpenAPI description.
  for (const f of fakes) expect(f.violations).toEqual([]);
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

const ctxOf = (f: FakeGitHub, options: { token?: string; allowPrivateTargets?: boolean; baseUrl?: string; signal?: AbortSignal } = {}) =>
  connectorContext(
    { organization: f.org.login, baseUrl: options.baseUrl ?? f.url },
    { token: options.token ?? f.token },
    { allowPrivateTargets: options.allowPrivateTargets ?? true, signal: options.signal },
  );

const sync = (f: FakeGitHub, c = connector) => discoverAndEvaluate(c, ctxOf(f));

function named(result: Map<string, DiscoveredWithOutcomes>, type: string, name: string): DiscoveredWithOutcomes {
  const found = [...result.values()].find((r) => r.type === type && r.name === name);
  if (!found) throw new Error(`no ${type} ${name}`);
  return found;
}
const repo = (result: Map<string, DiscoveredWithOutcomes>, name: string) => named(result, "github.repository", `acme/${name}`);
const member = (result: Map<string, DiscoveredWithOutcomes>, login: string) => named(result, "github.member", login);
const organization = (result: Map<string, DiscoveredWithOutcomes>) => named(result, "github.organization", "acme");
const outcomes = (r: DiscoveredWithOutcomes) => Object.fromEntries(Object.entries(r.outcomes).map(([id, e]) => [id, e.outcome]));
const calls = (f: FakeGitHub, operation: string) => f.calls.get(`GET ${operation}`) ?? 0;

const REPO_TESTS = [
  "github.repo.default_branch_protected",
  "github.repo.required_reviews",
  "github.repo.force_push_blocked",
  "github.repo.secret_scanning_enabled",
  "github.repo.dependabot_alerts_enabled",
  "github.repo.no_critical_dependabot_alerts",
  "github.repo.no_outside_admins",
];

describe("GitHub connector: a well-configured organization", () => {
  it("passes every test, with what it found in each detail, in two calls per repository", async () => {
    const f = await fake({ repos: 3, members: 3 });
    const result = await sync(f);

    expect([...result.values()].map((r) => r.type)).toEqual(["github.organization", ...Array(3).fill("github.member"), ...Array(3).fill("github.repository")]);
    expect(organization(result).outcomes["github.org.two_factor_required"]).toEqual({
      outcome: "passing",
      detail: "The acme organization requires two-factor authentication of everyone with access.",
    });
    expect(member(result, "member-00000").attributes).toMatchObject({ role: "admin", twoFactorEnabled: true });
    expect(member(result, "member-00001").outcomes["github.member.two_factor_enabled"]).toEqual({
      outcome: "passing",
      detail: "member-00001 has two-factor authentication on.",
    });

    const r = repo(result, "repo-0000");
    expect(r.attributes).toMatchObject({
      fullName: "acme/repo-0000",
      defaultBranch: "main",
      defaultBranchProtected: true,
      protectedBy: ["branch protection"],
      requiredApprovingReviews: 1,
      forcePushesBlocked: true,
      secretScanningEnabled: true,
      dependabotAlertsEnabled: true,
      openCriticalDependabotAlerts: 0,
      outsideAdmins: [],
    });
    const details = Object.fromEntries(Object.entries(r.outcomes).map(([id, e]) => [id, e.detail]));
    expect(Object.values(r.outcomes).every((e: Evaluation) => e.outcome === "passing")).toBe(true);
    expect(details).toEqual({
      "github.repo.default_branch_protected": "main is protected by branch protection.",
      "github.repo.required_reviews": "main requires 1 approving review before a merge; at least 1 is required.",
      "github.repo.force_push_blocked": "Force pushes to main are blocked.",
      "github.repo.secret_scanning_enabled": "Secret scanning is on, with push protection.",
      "github.repo.dependabot_alerts_enabled": "Dependabot alerts are on.",
      "github.repo.no_critical_dependabot_alerts": "No critical Dependabot alert is open.",
      "github.repo.no_outside_admins": "No outside collaborator has the admin role.",
    });

    // Branch protection that meets every check spares the rulesets call; alerts listed means alerts are on; an
    // organization without outside collaborators needs no collaborator call per repository.
    expect(calls(f, "/repos/{owner}/{repo}/branches/{branch}/protection")).toBe(3);
    expect(calls(f, "/repos/{owner}/{repo}/dependabot/alerts")).toBe(3);
    expect(calls(f, "/repos/{owner}/{repo}/rules/branches/{branch}")).toBe(0);
    expect(calls(f, "/repos/{owner}/{repo}/vulnerability-alerts")).toBe(0);
    expect(calls(f, "/repos/{owner}/{repo}/collaborators")).toBe(0);
  });

  it("counts a ruleset as protection, and takes the stricter of branch protection and rulesets", async () => {
    const f = await fake({
      repos: 2,
      members: 1,
      repo: (i) =>
        i === 0
          ? { protection: null, rules: { requiredReviews: 2, blockForcePushes: true, source: "Organization" } }
          : { protection: { requiredReviews: null, allowForcePushes: true, enforceAdmins: false }, rules: { requiredReviews: 1 } },
    });
    const result = await sync(f);
    const onlyRuleset = repo(result, "repo-0000");
    expect(onlyRuleset.attributes).toMatchObject({ protectedBy: ["ruleset"], requiredApprovingReviews: 2, forcePushesBlocked: true });
    expect(onlyRuleset.outcomes["github.repo.default_branch_protected"].detail).toBe("main is protected by an active ruleset.");
    expect(onlyRuleset.outcomes["github.repo.required_reviews"]).toEqual({
      outcome: "passing",
      detail: "main requires 2 approving reviews before a merge; at least 1 is required.",
    });

    const both = repo(result, "repo-0001");
    expect(both.outcomes["github.repo.default_branch_protected"].detail).toBe("main is protected by branch protection and an active ruleset.");
    expect(both.outcomes["github.repo.required_reviews"].outcome).toBe("passing");
    expect(both.outcomes["github.repo.force_push_blocked"]).toEqual({
      outcome: "failing",
      detail: "main is protected but its branch protection allows force pushes.",
    });
  });
});

describe("GitHub connector: a badly-configured organization", () => {
  it("fails each test with the specific finding", async () => {
    const badRepos: Partial<FakeRepo>[] = [
      { protection: null },
      { protection: { requiredReviews: 0, allowForcePushes: true, enforceAdmins: false } },
      { secretScanning: false, pushProtection: false },
      { vulnerabilityAlerts: false },
      { criticalAlerts: 2, highAlerts: 3 },
      {
        outsideCollaborators: [
          { login: "mallory", permission: "admin" },
          { login: "trent", permission: "push" },
          { login: "eve", permission: "admin" },
        ],
      },
    ];
    const f = await fake({
      repos: 6,
      members: 3,
      twoFactorRequired: false,
      member: (i) => (i === 0 ? { twoFactor: false } : i === 2 ? { twoFactor: false, role: "member" } : {}),
      repo: (i) => badRepos[i],
    });
    const result = await sync(f);

    expect(organization(result).outcomes["github.org.two_factor_required"]).toEqual({
      outcome: "failing",
      detail: "The acme organization does not require two-factor authentication.",
    });
    expect(member(result, "member-00000").outcomes["github.member.two_factor_enabled"]).toEqual({
      outcome: "failing",
      detail: "member-00000 has no two-factor authentication, and is an owner of the organization.",
    });
    expect(member(result, "member-00001").outcomes["github.member.two_factor_enabled"].outcome).toBe("passing");
    expect(member(result, "member-00002").outcomes["github.member.two_factor_enabled"]).toEqual({
      outcome: "failing",
      detail: "member-00002 has no two-factor authentication.",
    });

    const unprotected = repo(result, "repo-0000");
    expect(unprotected.outcomes["github.repo.default_branch_protected"]).toEqual({
      outcome: "failing",
      detail: "main has neither branch protection nor an active ruleset, so anyone with write access can push to it directly.",
    });
    expect(unprotected.outcomes["github.repo.required_reviews"]).toEqual({
      outcome: "failing",
      detail: "main has neither branch protection nor an active ruleset, so changes reach it without any review; at least 1 approving review is required.",
    });
    expect(unprotected.outcomes["github.repo.force_push_blocked"]).toEqual({
      outcome: "failing",
      detail: "main has neither branch protection nor an active ruleset, so anyone with write access can force-push to it.",
    });

    const weak = repo(result, "repo-0001");
    expect(weak.outcomes["github.repo.default_branch_protected"].outcome).toBe("passing");
    expect(weak.outcomes["github.repo.required_reviews"]).toEqual({
      outcome: "failing",
      detail: "main is protected but requires no approving review; at least 1 is required.",
    });
    expect(weak.outcomes["github.repo.force_push_blocked"]).toEqual({
      outcome: "failing",
      detail: "main is protected but its branch protection allows force pushes.",
    });

    expect(repo(result, "repo-0002").outcomes["github.repo.secret_scanning_enabled"]).toEqual({ outcome: "failing", detail: "Secret scanning is off." });

    const alertsOff = repo(result, "repo-0003");
    expect(alertsOff.attributes).toMatchObject({ dependabotAlertsEnabled: false, openCriticalDependabotAlerts: null });
    expect(alertsOff.outcomes["github.repo.dependabot_alerts_enabled"]).toEqual({
      outcome: "failing",
      detail: "Dependabot alerts are off, so vulnerable dependencies go unreported.",
    });
    expect(alertsOff.outcomes["github.repo.no_critical_dependabot_alerts"]).toEqual({
      outcome: "failing",
      detail: "Dependabot alerts are off, so open critical vulnerabilities cannot be known.",
    });

    // Only the critical ones count; the three high-severity alerts are filtered out by GitHub.
    const vulnerable = repo(result, "repo-0004");
    expect(vulnerable.attributes.openCriticalDependabotAlerts).toBe(2);
    expect(vulnerable.outcomes["github.repo.no_critical_dependabot_alerts"]).toEqual({
      outcome: "failing",
      detail: "2 critical Dependabot alerts are open: ws (GHSA-0004-0001-crit), node-forge (GHSA-0004-0002-crit).",
    });

    const shared = repo(result, "repo-0005");
    expect(shared.attributes.outsideAdmins).toEqual(["eve", "mallory"]);
    expect(shared.outcomes["github.repo.no_outside_admins"]).toEqual({
      outcome: "failing",
      detail: "2 outside collaborators have the admin role: eve, mallory.",
    });
    // With outside collaborators in the organization, every repository is asked for its outside admins.
    expect(repo(result, "repo-0000").outcomes["github.repo.no_outside_admins"].outcome).toBe("passing");
    expect(calls(f, "/repos/{owner}/{repo}/collaborators")).toBe(6);
  });

  it("answers not applicable for archived repositories, without inspecting them", async () => {
    const f = await fake({ repos: 2, members: 1, repo: (i) => (i === 1 ? { archived: true, protection: null, vulnerabilityAlerts: false } : {}) });
    const result = await sync(f);
    const archived = repo(result, "repo-0001");
    expect(archived.attributes).toMatchObject({ archived: true });
    for (const id of REPO_TESTS) {
      expect(archived.outcomes[id]).toEqual({
        outcome: "not_applicable",
        detail: "The repository is archived: it is read-only and nothing can be merged into it.",
      });
    }
    expect(calls(f, "/repos/{owner}/{repo}/branches/{branch}/protection")).toBe(1);
    expect(calls(f, "/repos/{owner}/{repo}/dependabot/alerts")).toBe(1);
  });
});

describe("GitHub connector: pagination and streaming", () => {
  it("follows Link headers across pages of repositories, members and alerts", async () => {
    const f = await fake({ repos: 201, members: 230, member: (i) => ({ twoFactor: i % 100 !== 42 }), repo: (i) => (i === 7 ? { criticalAlerts: 150 } : {}) });
    const result = await sync(f);
    const byType = (type: string) => [...result.values()].filter((r) => r.type === type);
    expect(byType("github.repository")).toHaveLength(201);
    expect(byType("github.member")).toHaveLength(230);
    expect(new Set(byType("github.repository").map((r) => r.name)).size).toBe(201);
    expect(calls(f, "/orgs/{org}/repos")).toBe(3);
    // All members (3 pages), the 2FA filter (1 page), owners (1 page).
    expect(calls(f, "/orgs/{org}/members")).toBe(5);
    expect(
      byType("github.member")
        .filter((m) => m.outcomes["github.member.two_factor_enabled"].outcome === "failing")
        .map((m) => m.name),
    ).toEqual(["member-00042", "member-00142"]);
    // 150 critical alerts are two cursor pages.
    expect(repo(result, "repo-0007").attributes.openCriticalDependabotAlerts).toBe(150);
    expect(calls(f, "/repos/{owner}/{repo}/dependabot/alerts")).toBe(202);
  });

  it("streams: the first repository comes before the second page of repositories is asked for", async () => {
    const f = await fake({ repos: 250, members: 10 });
    const discovered = connector.discover!(ctxOf(f));
    let firstRepository: unknown;
    for await (const resource of discovered) {
      if (resource.type === "github.repository") {
        firstRepository = resource;
        break;
      }
    }
    expect(firstRepository).toMatchObject({ name: "acme/repo-0000" });
    expect(calls(f, "/orgs/{org}/repos")).toBe(1);
    // Inspections under way are a bounded window, not the page.
    expect(calls(f, "/repos/{owner}/{repo}/branches/{branch}/protection")).toBeLessThanOrEqual(32);
  });
});

describe("GitHub connector: rate limits and faults", () => {
  it("waits out secondary rate limits (403 and 429 with Retry-After) and completes", async () => {
    const f = await fake({ repos: 4, members: 2 });
    const baseline = await sync(f);
    const requests = f.requests;
    f.reset();

    f.secondaryRateLimit({ times: 3, status: 403, retryAfterSeconds: 1 });
    const after403 = await sync(f);
    expect(f.requests).toBe(requests + 3);
    f.reset();
    f.secondaryRateLimit({ times: 2, status: 429, retryAfterSeconds: 1 });
    const after429 = await sync(f);
    expect(f.requests).toBe(requests + 2);
    for (const result of [after403, after429]) expect([...result.values()].map(outcomes)).toEqual([...baseline.values()].map(outcomes));
  });

  it("waits for the primary rate limit to reset and completes", async () => {
    const f = await fake({ repos: 3, members: 2 });
    f.exhaustRateLimit({ times: 2, resetInSeconds: 1 });
    const started = Date.now();
    const result = await sync(f);
    expect([...result.values()].filter((r) => r.type === "github.repository")).toHaveLength(3);
    expect(f.requests).toBeGreaterThan(2);
    // Reset in ~1 s plus GitHub's one-second margin, at 20 ms per second: it did wait, briefly.
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
  });

  it("stops with GitHub's reset time when the rate limit resets too late to wait", async () => {
    const f = await fake({ repos: 3, members: 2 });
    f.exhaustRateLimit({ times: 100, resetInSeconds: 3_600 });
    await expect(sync(f)).rejects.toThrow(
      /^GitHub's rate limit for this token is spent until \d\d:\d\d UTC \(while reading the organization acme\): API rate limit exceeded for user ID 1\. \(HTTP 403\)/,
    );
  });

  it("stops when the secondary rate limit does not let up", async () => {
    const f = await fake({ repos: 1, members: 1 });
    f.secondaryRateLimit({ times: 100, retryAfterSeconds: 1 });
    await expect(sync(f)).rejects.toThrow(
      /^GitHub kept refusing calls under its secondary rate limit \(while reading the organization acme\): You have exceeded a secondary rate limit/,
    );
    // The first try and five waits.
    expect(f.requests).toBe(6);
  });

  it("stops waiting for a rate limit the moment the sync is aborted", async () => {
    const f = await fake({ repos: 1, members: 1 });
    f.exhaustRateLimit({ times: 1, resetInSeconds: 2 });
    const patient = createGitHubConnector();
    const started = Date.now();
    await expect(discoverAndEvaluate(patient, ctxOf(f, { signal: AbortSignal.timeout(200) }))).rejects.toThrow(
      "The sync was stopped while reading the organization acme",
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("retries a 5xx, and records a call that keeps failing as that attribute's error", async () => {
    const f = await fake({ repos: 2, members: 1 });
    f.failNext({ status: 502, times: 2 });
    const result = await sync(f);
    expect(Object.values(repo(result, "repo-0000").outcomes).every((e) => e.outcome === "passing")).toBe(true);

    f.reset();
    // Branch protection of repo-0001 answers 502 to the first try and all three retries.
    f.failNext({ status: 502, times: 4, path: /repo-0001\/branches\/main\/protection$/ });
    const degraded = await sync(f);
    expect(calls(f, "/repos/{owner}/{repo}/branches/{branch}/protection")).toBe(2 + 3);
    const r = repo(degraded, "repo-0001");
    expect(r.outcomes["github.repo.default_branch_protected"]).toEqual({
      outcome: "error",
      detail: "Could not read defaultBranchProtected: Server Error (HTTP 502)",
    });
    expect(r.outcomes["github.repo.secret_scanning_enabled"].outcome).toBe("passing");
    expect(repo(degraded, "repo-0000").outcomes["github.repo.default_branch_protected"].outcome).toBe("passing");
  });

  it("gives each call a deadline", async () => {
    const f = await fake({ repos: 1, members: 1, latencyMs: 400 });
    const hasty = createGitHubConnector({ requestTimeoutMs: 100, retries: 1, retryBaseMs: 5 });
    const check = await hasty.checkConnection!(ctxOf(f));
    expect(check).toEqual({
      ok: false,
      message: `Could not reach 127.0.0.1:${new URL(f.url).port} at ${f.url}: 127.0.0.1:${new URL(f.url).port} did not answer within 100 ms.`,
    });
  });

  it("stops promptly when the sync is aborted", async () => {
    const f = await fake({ repos: 50, members: 1, latencyMs: 50 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const started = Date.now();
    await expect(discoverAndEvaluate(connector, ctxOf(f, { signal: controller.signal }))).rejects.toThrow(/^The sync was stopped while reading/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("GitHub connector: credentials and permissions", () => {
  it("reports bad credentials: checkConnection answers no, discover throws a clear error", async () => {
    const f = await fake();
    const ctx = ctxOf(f, { token: "ghp_revoked" });
    expect(await connector.checkConnection!(ctx)).toEqual({
      ok: false,
      message: "GitHub refused the token while reading the organization acme: Bad credentials (HTTP 401). Replace the token in the integration's settings.",
    });
    await expect(discoverAndEvaluate(connector, ctx)).rejects.toThrow(
      "GitHub refused the token while reading the organization acme: Bad credentials (HTTP 401).",
    );
  });

  it("answers a connection check in words, naming missing classic scopes", async () => {
    const f = await fake({ repos: 12, scopes: "read:org, public_repo" });
    expect(await connector.checkConnection!(ctxOf(f))).toEqual({
      ok: true,
      message:
        `Connected to the acme organization on 127.0.0.1:${new URL(f.url).port}; the token sees 12 repositories. The classic token ` +
        `lacks security_events; some tests will answer error.`,
    });
    const missing = await fake({ login: "acme" });
    expect(await connector.checkConnection!(connectorContext({ organization: "nope", baseUrl: missing.url }, { token: missing.token }))).toEqual({
      ok: false,
      message: `127.0.0.1:${new URL(missing.url).port} has no organization "nope" that this token can see (HTTP 404).`,
    });
  });

  it("turns a 403 on one call into that attribute's error, and the test using it into error", async () => {
    const f = await fake({ repos: 2, members: 1, repo: (i) => (i === 1 ? { tokenAccess: "write" } : {}) });
    f.refuse(/repo-0000\/dependabot\/alerts$/, 403, "Resource not accessible by personal access token");
    const result = await sync(f);

    const writeOnly = repo(result, "repo-0001");
    expect(writeOnly.outcomes["github.repo.default_branch_protected"]).toEqual({
      outcome: "error",
      detail: prose(
        "Could not read defaultBranchProtected: Must have admin rights to Repository. (HTTP 403); reading it needs admin rights on the",
        "repository (an organization owner's token; fine-grained: Administration read)",
      ),
    });
    expect(writeOnly.outcomes["github.repo.secret_scanning_enabled"]).toEqual({
      outcome: "error",
      detail: prose(
        "Could not read secretScanningEnabled: GitHub did not show this repository's security settings; they are shown to repository",
        "admins, organization owners and security managers only",
      ),
    });
    expect(writeOnly.outcomes["github.repo.no_critical_dependabot_alerts"].outcome).toBe("passing");

    // The alert list is refused, the alerts setting is readable: alerts are on, their count unknown.
    const noAlertsPermission = repo(result, "repo-0000");
    expect(noAlertsPermission.outcomes["github.repo.dependabot_alerts_enabled"].outcome).toBe("passing");
    expect(noAlertsPermission.outcomes["github.repo.no_critical_dependabot_alerts"]).toEqual({
      outcome: "error",
      detail: prose(
        "Could not read openCriticalDependabotAlerts: Resource not accessible by personal access token (HTTP 403); reading Dependabot",
        "alerts needs the security_events scope (fine-grained: Dependabot alerts read)",
      ),
    });
    expect(noAlertsPermission.outcomes["github.repo.default_branch_protected"].outcome).toBe("passing");
  });

  it("marks owner-only values as unreadable when the token is not an owner's", async () => {
    const f = await fake({ repos: 1, members: 2, ownerToken: false });
    const check = await connector.checkConnection!(ctxOf(f));
    expect(check.ok).toBe(true);
    expect(check.message).toContain(
      "It cannot see owner-only settings (the 2FA requirement): use an organization owner's token (a classic one also needs admin:org).",
    );

    const result = await sync(f);
    expect(organization(result).outcomes["github.org.two_factor_required"]).toEqual({
      outcome: "error",
      detail: prose(
        "Could not read twoFactorRequirementEnabled: GitHub shows whether the organization requires 2FA to organization owners only (a",
        "classic token also needs the admin:org scope)",
      ),
    });
    expect(member(result, "member-00001").outcomes["github.member.two_factor_enabled"]).toEqual({
      outcome: "error",
      detail: "Could not read twoFactorEnabled: Only owners can use this filter. (HTTP 422); only organization owners can see members' two-factor status",
    });
    expect(member(result, "member-00000").attributes.role).toBe("admin");
  });
});

describe("GitHub connector: GitHub Enterprise Server and the base URL", () => {
  it("syncs an Enterprise Server organization under /api/v3", async () => {
    const f = await fake({ enterprise: true, repos: 2, members: 2, repo: (i) => (i === 1 ? { protection: null } : {}) });
    expect(f.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
    expect((await connector.checkConnection!(ctxOf(f))).ok).toBe(true);
    const result = await sync(f);
    expect(repo(result, "repo-0000").outcomes["github.repo.default_branch_protected"].outcome).toBe("passing");
    expect(repo(result, "repo-0001").outcomes["github.repo.default_branch_protected"].outcome).toBe("failing");
    expect(f.calls.size).toBeGreaterThan(0);
  });

  it("refuses a loopback or plain-http base URL unless private targets are allowed", async () => {
    const f = await fake();
    const port = new URL(f.url).port;
    const plain = ctxOf(f, { allowPrivateTargets: false });
    expect(await connector.checkConnection!(plain)).toEqual({ ok: false, message: "The GitHub URL is refused: the GitHub URL must use https." });
    await expect(discoverAndEvaluate(connector, plain)).rejects.toThrow("the GitHub URL must use https");

    const loopback = ctxOf(f, { allowPrivateTargets: false, baseUrl: `https://127.0.0.1:${port}/api/v3` });
    expect(await connector.checkConnection!(loopback)).toEqual({
      ok: false,
      message: "The GitHub URL is refused: the host 127.0.0.1 resolves to 127.0.0.1, a loopback, private, link-local or otherwise non-public address.",
    });
    await expect(discoverAndEvaluate(connector, loopback)).rejects.toThrow(/non-public address/);
    expect(f.requests).toBe(0);
  });
});

describe("GitHub connector: definitions", () => {
  it("has nine tests with stable ids, remediation and themes that map to controls", () => {
    expect(connector.tests.map((t) => t.id)).toEqual(["github.org.two_factor_required", "github.member.two_factor_enabled", ...REPO_TESTS]);
    const types = new Set(connector.resourceTypes.map((t) => t.type));
    for (const test of connector.tests) {
      expect(test.id).toMatch(/^github\.(org|member|repo)\.[a-z0-9_]+$/);
      expect(types.has(test.resourceType)).toBe(true);
      expect(test.remediation.console.length).toBeGreaterThan(20);
      expect(test.remediation.command).toMatch(/gh api/);
      expect(test.themes.length).toBeGreaterThan(0);
      for (const theme of test.themes) expect(CONTROL_THEMES[theme]).toBeDefined();
      expect(controlsOfThemes(test.themes).length).toBeGreaterThan(0);
    }
  });

  it("describes its configuration and credentials as strict forms", () => {
    const config = z.toJSONSchema(connector.configSchema) as { properties: Record<string, { description?: string }>; additionalProperties: boolean };
    expect(config.additionalProperties).toBe(false);
    expect(Object.keys(config.properties)).toEqual(["organization", "baseUrl"]);
    for (const field of Object.values(config.properties)) expect(field.description).toBeTruthy();
    expect(connector.configSchema.safeParse({ organization: "acme", baseUrl: "ftp://x" }).success).toBe(false);
    expect(connector.configSchema.safeParse({ organization: "acme", extra: 1 }).success).toBe(false);
    expect(connector.credentialSchema.safeParse({ token: "ghp_x" }).success).toBe(true);
    expect(connector.leastPrivilege.document?.content).toMatch(/Dependabot alerts: Read-only/);
  });

  it("checks the fake against GitHub's description: a wrong body is a violation", () => {
    const conformance = githubConformance("api.github.com");
    expect(conformance.checkResponse("GET", "/orgs/{org}/repos", 200, [{ id: "1" }])[0]).toMatch(/must have required property/);
    expect(conformance.checkResponse("GET", "/repos/{owner}/{repo}/vulnerability-alerts", 200, undefined)).toEqual([
      "GET /repos/{owner}/{repo}/vulnerability-alerts → 200: status not documented for this operation",
    ]);
    expect(conformance.checkQuery("GET", "/orgs/{org}/members", new URLSearchParams("filter=2fa_off&page=1"))).toEqual([
      "GET /orgs/{org}/members: filter=2fa_off is not one of 2fa_disabled, 2fa_insecure, all",
    ]);
  });
});
