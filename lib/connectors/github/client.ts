import { createHash } from "node:crypto";
import { setMaxListeners } from "node:events";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import { config } from "@/lib/config";
import { assertPublicHost, UnsafeTargetError } from "@/lib/net/ssrf-guard";
import type { ConnectorContext } from "../types";
import { GITHUB_COM_API, type GitHubConfig, type GitHubCredentials } from "./schemas";
import { guardedTransport } from "./transport";

export type GitHubContext = ConnectorContext<GitHubConfig, GitHubCredentials>;

/**
 * How the client waits and retries. Production uses the defaults; tests and benchmarks scale the waits down
 * (GitHub's Retry-After is in seconds; `retryAfterBaseValue` is how many milliseconds one second is worth).
 */
export interface GitHubClientOptions {
  /** Milliseconds per second of Retry-After / rate-limit reset the throttling plugin waits (default 1000). */
  retryAfterBaseValue?: number;
  /** Base of the 5xx back-off in ms: the n-th retry waits n² times this (plugin-retry; default 1000). */
  retryBaseMs?: number;
  /** Retries of a 5xx or an unanswered call (default 3). */
  retries?: number;
  /** Longest wait for the primary rate limit to reset, in seconds; beyond it the sync fails (default 900). */
  maxRateLimitWaitSeconds?: number;
  /** Times the sync waits out a secondary rate limit on one call (default 5). */
  maxSecondaryRateLimitRetries?: number;
  /** Per-call deadline (default config.integrations.requestTimeoutMs). */
  requestTimeoutMs?: number;
  /** Repositories inspected at once (each makes 1–4 calls; Octokit itself keeps 10 calls in flight per token). */
  repositoryConcurrency?: number;
}

const API_VERSION = "2022-11-28";
const GitHub = Octokit.plugin(throttling, retry);
export type GitHubOctokit = InstanceType<typeof GitHub>;

export interface GitHubClient {
  octokit: GitHubOctokit;
  baseUrl: string;
  /** "GitHub.com" or "ghe.example.com", for messages. */
  host: string;
  close(): void;
}

/**
 * The API root the integration talks to. A GitHub Enterprise host is the tenant's choice: it must resolve to
 * public addresses unless the operator allows private targets (lib/net/ssrf-guard.ts), and plain http is only
 * accepted for such an internal server, since the token travels in every request.
 */
export async function resolveBaseUrl(ctx: GitHubContext): Promise<string> {
  if (!ctx.config.baseUrl) return GITHUB_COM_API;
  const url = new URL(ctx.config.baseUrl);
  if (url.username || url.password) throw new UnsafeTargetError("the GitHub URL must not carry credentials");
  if (url.search || url.hash) throw new UnsafeTargetError("the GitHub URL must not have a query or fragment");
  if (!ctx.allowPrivateTargets) {
    if (url.protocol !== "https:") throw new UnsafeTargetError("the GitHub URL must use https");
    await assertPublicHost(url.hostname, false);
  }
  return url.toString().replace(/\/+$/, "");
}

export async function createGitHubClient(ctx: GitHubContext, options: GitHubClientOptions = {}): Promise<GitHubClient> {
  const baseUrl = await resolveBaseUrl(ctx);
  // Every call in flight or queued listens for the abort: one relay keeps that off the caller's signal.
  const relay = new AbortController();
  setMaxListeners(0, relay.signal);
  const abort = () => relay.abort(ctx.signal.reason);
  if (ctx.signal.aborted) abort();
  else ctx.signal.addEventListener("abort", abort, { once: true });
  const signal = relay.signal;
  const transport = guardedTransport({
    allowPrivate: ctx.allowPrivateTargets,
    timeoutMs: options.requestTimeoutMs ?? config.integrations.requestTimeoutMs,
  });
  const maxWait = options.maxRateLimitWaitSeconds ?? 900;
  const maxSecondary = options.maxSecondaryRateLimitRetries ?? 5;
  const log = ctx.log.child({ provider: "github", organization: ctx.config.organization });
  const octokit = new GitHub({
    auth: ctx.credentials.token,
    baseUrl,
    userAgent: "compliance-platform-github-connector",
    request: { fetch: transport.fetch, signal },
    // Octokit logs every failed call at error level; here a 404 or 403 is often the answer itself ("Branch not
    // protected"), and what matters reaches the sync as an attribute error or its failure.
    log: { debug: () => {}, info: () => {}, warn: (message: string) => log.warn(message), error: (message: string) => log.debug(message) },
    throttle: {
      // The plugin queues calls per id (10 in flight): one queue per token and host, shared by its syncs.
      id: `github:${createHash("sha256").update(`${baseUrl}\n${ctx.credentials.token}`).digest("hex").slice(0, 24)}`,
      retryAfterBaseValue: options.retryAfterBaseValue ?? 1000,
      onRateLimit: (retryAfter, request, _octokit, retryCount) => {
        const wait = !signal.aborted && retryCount < 3 && retryAfter <= maxWait;
        log.warn({ retryAfter, retryCount, wait, url: request.url }, "GitHub primary rate limit reached");
        return wait;
      },
      onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => {
        const wait = !signal.aborted && retryCount < maxSecondary;
        log.warn({ retryAfter, retryCount, wait, url: request.url }, "GitHub secondary rate limit reached");
        return wait;
      },
    },
    retry: { retries: options.retries ?? 3, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
  });
  // The REST version the connector was written against (GitHub.com and GHES 3.9+ both answer it).
  octokit.hook.before("request", (request) => {
    request.headers["x-github-api-version"] = API_VERSION;
  });
  // The plugins' waits (Retry-After, a rate-limit reset, 5xx back-off) are timers the signal cannot cancel; the
  // caller stops waiting the moment the sync is aborted, and the abandoned retry fails on the aborted signal.
  octokit.hook.wrap("request", (request, requestOptions) => {
    if (signal.aborted) return Promise.reject(new DOMException("The sync was aborted", "AbortError"));
    return new Promise((resolve, reject) => {
      const stop = () => reject(new DOMException("The sync was aborted", "AbortError"));
      signal.addEventListener("abort", stop, { once: true });
      Promise.resolve()
        .then(() => request(requestOptions))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener("abort", stop));
    });
  });
  return {
    octokit,
    baseUrl,
    host: baseUrl === GITHUB_COM_API ? "GitHub.com" : new URL(baseUrl).host,
    close() {
      ctx.signal.removeEventListener("abort", abort);
      // Calls still queued (a sync that failed part-way) end here instead of reaching GitHub.
      relay.abort(new Error("the GitHub client is closed"));
      transport.close();
    },
  };
}
