import pLimit from "p-limit";
import { attributeError, isAttributeError } from "../define-test";
import type { AttributeError, DiscoveredResource } from "../types";
import { createGitHubClient, type GitHubClient, type GitHubClientOptions, type GitHubContext, type GitHubOctokit } from "./client";
import { explain, fatalError, GitHubSyncError, isFatal, statusOf } from "./errors";
import { inspectRepository, type RepositoryScope } from "./repository";

import { MEMBER, ORGANIZATION } from "./kinds";

export { MEMBER, ORGANIZATION };

const PAGE = 100;
const DEFAULT_REPOSITORY_CONCURRENCY = 8;

type Organization = Awaited<ReturnType<GitHubOctokit["rest"]["orgs"]["get"]>>["data"];

/** GET /orgs/{org}: the first call of a sync and of a connection check; every failure here is the whole sync's. */
export async function readOrganization(client: GitHubClient, ctx: GitHubContext): Promise<{ data: Organization; scopes: string | undefined }> {
  const org = ctx.config.organization;
  try {
    const { data, headers } = await client.octokit.rest.orgs.get({ org });
    return { data, scopes: typeof headers["x-oauth-scopes"] === "string" ? headers["x-oauth-scopes"] : undefined };
  } catch (error) {
    if (statusOf(error) === 404) throw new GitHubSyncError(`${client.host} has no organization "${org}" that this token can see (HTTP 404).`, { cause: error });
    if (statusOf(error) === undefined && !ctx.signal.aborted)
      throw new GitHubSyncError(`Could not reach ${client.host} at ${client.baseUrl}: ${explain(error)}.`, { cause: error });
    throw fatalError(error, `the organization ${org}`, ctx.signal);
  }
}

/** The logins of a filtered member or collaborator list: small enough to hold, unlike the full objects. */
async function readLogins(
  octokit: GitHubOctokit,
  signal: AbortSignal,
  list: (page: { per_page: number }) => AsyncIterable<{ data: { login: string }[] }>,
  hint: string,
): Promise<ReadonlySet<string> | AttributeError> {
  try {
    const logins = new Set<string>();
    for await (const page of list({ per_page: PAGE })) for (const user of page.data) logins.add(user.login);
    return logins;
  } catch (error) {
    if (isFatal(error, signal)) throw error;
    return attributeError(`${explain(error)}; ${hint}`);
  }
}

async function* organizationAndMembers(client: GitHubClient, ctx: GitHubContext, org: Organization): AsyncGenerator<DiscoveredResource> {
  const { octokit } = client;
  const login = org.login;
  const twoFactorRequired = org.two_factor_requirement_enabled;
  yield {
    type: ORGANIZATION,
    externalId: String(org.id),
    name: login,
    attributes: {
      login,
      name: org.name ?? null,
      twoFactorRequirementEnabled:
        typeof twoFactorRequired === "boolean"
          ? twoFactorRequired
          : attributeError("GitHub shows whether the organization requires 2FA to organization owners only (a classic token also needs the admin:org scope)"),
      defaultRepositoryPermission: org.default_repository_permission ?? null,
      membersCanCreatePublicRepositories: org.members_can_create_public_repositories ?? null,
      plan: org.plan?.name ?? null,
    },
  };

  const iterate = (extra: Record<string, string>) => (page: { per_page: number }) =>
    octokit.paginate.iterator(octokit.rest.orgs.listMembers, { org: login, ...page, ...extra });
  // Only owners may filter by 2FA; GitHub answers 422 "Only owners can use this filter." to anyone else.
  const [withoutTwoFactor, owners] = await Promise.all([
    readLogins(octokit, ctx.signal, iterate({ filter: "2fa_disabled" }), "only organization owners can see members' two-factor status"),
    readLogins(octokit, ctx.signal, iterate({ role: "admin" }), "the token cannot list the organization's owners"),
  ]);

  for await (const page of octokit.paginate.iterator(octokit.rest.orgs.listMembers, { org: login, per_page: PAGE })) {
    for (const member of page.data) {
      yield {
        type: MEMBER,
        externalId: String(member.id),
        name: member.login,
        attributes: {
          login: member.login,
          organization: login,
          role: isAttributeError(owners) ? owners : owners.has(member.login) ? "admin" : "member",
          twoFactorEnabled: isAttributeError(withoutTwoFactor) ? withoutTwoFactor : !withoutTwoFactor.has(member.login),
          siteAdmin: member.site_admin,
        },
      };
    }
  }
}

/**
 * Repositories, a page at a time: each page's repositories are inspected a few at once and yielded in order, and
 * the next page is only asked for once this one is under way, so memory holds one page and a bounded window of
 * inspections whatever the organization's size.
 */
async function* repositories(client: GitHubClient, ctx: GitHubContext, org: string, concurrency: number): AsyncGenerator<DiscoveredResource> {
  const { octokit } = client;
  const outsideCollaborators = await readLogins(
    octokit,
    ctx.signal,
    (page) => octokit.paginate.iterator(octokit.rest.orgs.listOutsideCollaborators, { org, ...page }),
    "each repository's collaborators are read instead",
  );
  const scope: RepositoryScope = { octokit, signal: ctx.signal, outsideCollaborators };
  const limit = pLimit(concurrency);
  const window: Promise<DiscoveredResource>[] = [];
  const inspect = (repo: Parameters<typeof inspectRepository>[1]) => {
    const task = limit(async () => {
      try {
        return await inspectRepository(scope, repo);
      } catch (error) {
        throw fatalError(error, `the repository ${repo.full_name}`, ctx.signal);
      }
    });
    // Awaited in order below; until then a failure must not count as unhandled.
    task.catch(() => {});
    return task;
  };
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.repos.listForOrg, { org, type: "all", per_page: PAGE })) {
      for (const repo of page.data) {
        window.push(inspect(repo));
        while (window.length >= concurrency * 2) yield await window.shift()!;
      }
    }
    while (window.length > 0) yield await window.shift()!;
  } finally {
    limit.clearQueue();
  }
}

/** The whole sync: the organization, its members, then its repositories; GitHub pages are read as they are consumed. */
export async function* discoverGitHub(ctx: GitHubContext, options: GitHubClientOptions = {}): AsyncGenerator<DiscoveredResource> {
  let client: GitHubClient;
  try {
    client = await createGitHubClient(ctx, options);
  } catch (error) {
    throw new GitHubSyncError(`The GitHub URL is refused: ${explain(error)}.`, { cause: error });
  }
  const org = ctx.config.organization;
  try {
    const { data } = await readOrganization(client, ctx);
    try {
      yield* organizationAndMembers(client, ctx, data);
    } catch (error) {
      throw fatalError(error, `the members of ${org}`, ctx.signal);
    }
    try {
      yield* repositories(client, ctx, data.login, options.repositoryConcurrency ?? DEFAULT_REPOSITORY_CONCURRENCY);
    } catch (error) {
      throw fatalError(error, `the repositories of ${org}`, ctx.signal);
    }
  } finally {
    client.close();
  }
}
