import { describeError } from "../define-test";

/** What Octokit's RequestError carries that we read; other errors (aborts, refusals) have none of it. */
interface HttpFailure {
  status?: number;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/** The HTTP status GitHub answered, or undefined when no answer came (network, deadline, abort). */
export function statusOf(error: unknown): number | undefined {
  const failure = error as HttpFailure;
  return failure?.response && typeof failure.status === "number" ? failure.status : undefined;
}

/** GitHub's own error message ("Branch not protected", "Bad credentials"), without the documentation link. */
export function githubMessage(error: unknown): string | undefined {
  const data = (error as HttpFailure)?.response?.data as { message?: unknown } | undefined;
  return typeof data?.message === "string" ? data.message : undefined;
}

/** "Must have admin rights to Repository. (HTTP 403)"; for a call that got no answer, the reason it did not. */
export function explain(error: unknown): string {
  const status = statusOf(error);
  const message = githubMessage(error);
  if (status !== undefined && message) return `${message.replace(/\s+/g, " ").slice(0, 300)} (HTTP ${status})`;
  if (status === undefined && error instanceof Error) return error.message.split(" - https://")[0].split("\n")[0].slice(0, 300);
  return describeError(error);
}

/** The token's primary or secondary rate limit, once the throttling plugin has decided not to wait any longer. */
export function isRateLimited(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== 403 && status !== 429) return false;
  const headers = (error as HttpFailure).response?.headers ?? {};
  return headers["x-ratelimit-remaining"] === "0" || /rate limit/i.test(githubMessage(error) ?? "");
}

/**
 * An error after which the sync cannot go on: the sync was aborted, the token stopped working, or the rate
 * limit is spent. Anything else on one call becomes an AttributeError of the resource it was for.
 */
export function isFatal(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || statusOf(error) === 401 || isRateLimited(error);
}

/** A failure of the sync as a whole, in words for the integration's page. */
export class GitHubSyncError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GitHubSyncError";
  }
}

/** The sentence a failed sync shows for a fatal error met while reading `what`. */
export function fatalError(error: unknown, what: string, signal: AbortSignal): Error {
  if (error instanceof GitHubSyncError) return error;
  if (signal.aborted)
    return new GitHubSyncError(`The sync was stopped while reading ${what} (its deadline passed or the server is stopping).`, { cause: error });
  const status = statusOf(error);
  if (status === 401) {
    return new GitHubSyncError(`GitHub refused the token while reading ${what}: ${explain(error)}. Replace the token in the integration's settings.`, {
      cause: error,
    });
  }
  if (isRateLimited(error) && /secondary rate limit/i.test(githubMessage(error) ?? "")) {
    return new GitHubSyncError(
      `GitHub kept refusing calls under its secondary rate limit (while reading ${what}): ${explain(error)}. The next sync starts over.`,
      { cause: error },
    );
  }
  if (isRateLimited(error)) {
    const reset = Number((error as HttpFailure).response?.headers?.["x-ratelimit-reset"]);
    const until = Number.isFinite(reset) && reset > 0 ? ` until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : "";
    return new GitHubSyncError(`GitHub's rate limit for this token is spent${until} (while reading ${what}): ${explain(error)}. The next sync starts over.`, {
      cause: error,
    });
  }
  return new GitHubSyncError(`Could not read ${what} from GitHub: ${explain(error)}.`, { cause: error });
}
