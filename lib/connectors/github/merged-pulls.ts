import pLimit from "p-limit";
import type { PopulationItem } from "../types";
import { createGitHubClient, type GitHubClient, type GitHubClientOptions, type GitHubContext } from "./client";
import { explain, fatalError, GitHubSyncError } from "./errors";

const PAGE = 100;
/** Repositories read at once; each walks its closed pull requests newest-updated first. */
const REPOSITORY_CONCURRENCY = 4;

/**
 * The changes of the period: every pull request of the organization's repositories merged in `[from, toExclusive)`.
 * Each repository's closed pull requests are read most recently updated first, and the walk stops at the first one
 * updated before the period starts: a merge is an update, so nothing older can have been merged in the period.
 * Archived repositories count (they may have changed during the period). Yields in the order repositories are listed;
 * the caller sorts.
 */
export async function* mergedPullRequests(
  ctx: GitHubContext,
  window: { from: Date; toExclusive: Date },
  options: GitHubClientOptions = {},
): AsyncGenerator<PopulationItem> {
  let client: GitHubClient;
  try {
    client = await createGitHubClient(ctx, options);
  } catch (error) {
    throw new GitHubSyncError(`The GitHub URL is refused: ${explain(error)}.`, { cause: error });
  }
  const { octokit } = client;
  const org = ctx.config.organization;
  const limit = pLimit(REPOSITORY_CONCURRENCY);

  const mergedIn = (fullName: string, owner: string, repo: string) =>
    limit(async () => {
      const items: PopulationItem[] = [];
      try {
        for await (const page of octokit.paginate.iterator(octokit.rest.pulls.list, {
          owner,
          repo,
          state: "closed",
          sort: "updated",
          direction: "desc",
          per_page: PAGE,
        })) {
          for (const pull of page.data) {
            if (new Date(pull.updated_at) < window.from) return items;
            if (!pull.merged_at) continue;
            const merged = new Date(pull.merged_at);
            if (merged < window.from || merged >= window.toExclusive) continue;
            items.push({
              key: `${fullName}#${pull.number}`,
              occurredAt: merged.toISOString(),
              data: { repository: fullName, title: pull.title, author: pull.user?.login ?? "", base: pull.base.ref, url: pull.html_url },
            });
          }
        }
        return items;
      } catch (error) {
        throw fatalError(error, `the pull requests of ${fullName}`, ctx.signal);
      }
    });

  try {
    const pending: Promise<PopulationItem[]>[] = [];
    try {
      for await (const page of octokit.paginate.iterator(octokit.rest.repos.listForOrg, { org, type: "all", per_page: PAGE })) {
        for (const repo of page.data) {
          const task = mergedIn(repo.full_name, repo.owner.login, repo.name);
          // Awaited in order below; until then a failure must not count as unhandled.
          task.catch(() => {});
          pending.push(task);
        }
        while (pending.length > REPOSITORY_CONCURRENCY * 2) yield* await pending.shift()!;
      }
    } catch (error) {
      throw fatalError(error, `the repositories of ${org}`, ctx.signal);
    }
    while (pending.length > 0) yield* await pending.shift()!;
  } finally {
    limit.clearQueue();
    client.close();
  }
}
