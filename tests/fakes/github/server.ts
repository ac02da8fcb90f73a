import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  branchProtectionBody,
  branchRulesBody,
  collaboratorBody,
  dependabotAlertBody,
  errorBody,
  memberBody,
  organizationBody,
  pullRequestBody,
  repositoryBody,
  type Urls,
  userBody,
} from "./bodies";
import { githubConformance, type GitHubApiFlavour } from "./openapi";
import { FakeOrg, type FakeOrgOptions, type FakeRepo, type RepoPermission } from "./org";
import { prose } from "@/lib/format/prose";

/**
 * A local stand-in for GitHub's REST API (GitHub.com, or GitHub Enterprise Server under /api/v3), serving the
 * calls the GitHub connector makes for one generated organization (org.ts). It behaves as GitHub does where the
 * connector depends on it: token auth with GitHub's 401 body, page/per_page pagination with Link headers (cursor
 * `after` for Dependabot alerts), X-RateLimit-* headers on every answer and a 403 once they run out, secondary rate
 * limits with Retry-After, owner-only data (2FA filter, the 2FA requirement, security settings) and GitHub's error
 * messages ("Branch not protected", "Vulnerability alerts are disabled."). With `validate`, every answer and every
 * query is checked against GitHub's OpenAPI description and problems are collected in `violations`.
 */
export interface FakeGitHubOptions extends FakeOrgOptions {
  token?: string;
  /** Serve as GitHub Enterprise Server 3.19: under /api/v3, checked against its description. */
  enterprise?: boolean;
  validate?: boolean;
  /** X-RateLimit-Limit of the token per hour (default 5000); answers 403 once used up. */
  rateLimit?: number;
  /** X-OAuth-Scopes to send, as for a classic token (fine-grained tokens send none: the default). */
  scopes?: string;
  /** Milliseconds every answer waits, to stand for network latency. */
  latencyMs?: number;
}

export interface FakeGitHub {
  /** The API root to configure: http://127.0.0.1:port, or …/api/v3 for Enterprise Server. */
  url: string;
  token: string;
  org: FakeOrg;
  /** Requests received, counted per operation ("GET /orgs/{org}/repos"). */
  readonly calls: ReadonlyMap<string, number>;
  readonly requests: number;
  /** Most requests being answered at one time. */
  readonly maxInFlight: number;
  /** OpenAPI conformance problems of answers served and queries received (with `validate`). */
  readonly violations: readonly string[];
  /** The next `times` requests (matching `path`, if given) answer this 5xx. */
  failNext(options?: { status?: number; times?: number; path?: RegExp }): void;
  /** The next `times` requests hit a secondary rate limit: 403 (or 429) with Retry-After. */
  secondaryRateLimit(options?: { times?: number; status?: 403 | 429; retryAfterSeconds?: number }): void;
  /** The next `times` requests find the primary rate limit used up, resetting in `resetInSeconds`. */
  exhaustRateLimit(options?: { times?: number; resetInSeconds?: number }): void;
  /** From now on, requests whose path matches answer `status` with GitHub's error body. */
  refuse(path: RegExp, status: number, message: string): void;
  reset(): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  keys: string[];
  handle(params: Record<string, string>, query: URLSearchParams, url: URL): Answer;
}

const DOCS = "https://docs.github.com/rest";
const ok = (body: unknown, headers?: Record<string, string>): Answer => ({ status: 200, body, headers });
const fail = (status: number, message: string, docs = DOCS): Answer => ({ status, body: errorBody(status, message, docs) });
const notFound = () => fail(404, "Not Found");

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const token = options.token ?? "ghp_fake_owner_token_0123456789";
  const prefix = options.enterprise ? "/api/v3" : "";
  const flavour: GitHubApiFlavour = options.enterprise ? "ghes-3.19" : "api.github.com";
  const conformance = options.validate ? githubConformance(flavour) : null;
  const org = new FakeOrg(options);
  const limit = options.rateLimit ?? 5000;
  const violations: string[] = [];
  const calls = new Map<string, number>();
  let requests = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let used = 0;
  let windowReset = Math.floor(Date.now() / 1000) + 3600;
  let failures: { status: number; times: number; path?: RegExp } | null = null;
  let secondary: { times: number; status: 403 | 429; retryAfter: number } | null = null;
  let exhausted: { times: number; resetIn: number } | null = null;
  let refusals: { path: RegExp; status: number; message: string }[] = [];
  let urls: Urls = { api: "", web: "" };

  // ---- pagination, as GitHub does it --------------------------------------------------------------------------
  const perPageOf = (query: URLSearchParams) => Math.min(100, Math.max(1, Number.parseInt(query.get("per_page") ?? "", 10) || 30));
  const linkTo = (url: URL, changes: Record<string, string>) => {
    const next = new URL(url);
    for (const [k, v] of Object.entries(changes)) next.searchParams.set(k, v);
    return `${urls.api}${next.pathname.slice(prefix.length)}${next.search}`;
  };
  function page(url: URL, query: URLSearchParams, total: number, itemAt: (index: number) => unknown): Answer {
    const perPage = perPageOf(query);
    const current = Math.max(1, Number.parseInt(query.get("page") ?? "", 10) || 1);
    const last = Math.max(1, Math.ceil(total / perPage));
    const items: unknown[] = [];
    for (let i = (current - 1) * perPage; i < Math.min(total, current * perPage); i++) items.push(itemAt(i));
    const links: string[] = [];
    if (current > 1) links.push(`<${linkTo(url, { page: String(current - 1) })}>; rel="prev"`);
    if (current < last) links.push(`<${linkTo(url, { page: String(current + 1) })}>; rel="next"`, `<${linkTo(url, { page: String(last) })}>; rel="last"`);
    if (current > 1) links.push(`<${linkTo(url, { page: "1" })}>; rel="first"`);
    return ok(items, links.length > 0 ? { link: links.join(", ") } : undefined);
  }
  /** Dependabot alerts page with opaque `after` cursors, and only rel="next". */
  function cursorPage(url: URL, query: URLSearchParams, total: number, itemAt: (index: number) => unknown): Answer {
    const perPage = perPageOf(query);
    const after = query.get("after");
    const start = after ? Number(/^v1:(\d+)$/.exec(Buffer.from(after, "base64url").toString())?.[1] ?? NaN) : 0;
    if (!Number.isInteger(start)) return fail(400, "Invalid cursor", "https://docs.github.com/rest/dependabot/alerts");
    const items: unknown[] = [];
    for (let i = start; i < Math.min(total, start + perPage); i++) items.push(itemAt(i));
    const next = start + perPage < total ? `<${linkTo(url, { after: Buffer.from(`v1:${start + perPage}`).toString("base64url") })}>; rel="next"` : undefined;
    return ok(items, next ? { link: next } : undefined);
  }

  // ---- the organization's data ---------------------------------------------------------------------------------
  const filtered = new Map<string, number[]>();
  /** Indices of members matching a filter, computed once per filter (holds numbers, never member objects). */
  function memberIndices(key: string, keep: (index: number) => boolean): number[] {
    let list = filtered.get(key);
    if (!list) {
      list = [];
      for (let i = 0; i < org.memberCount; i++) if (keep(i)) list.push(i);
      filtered.set(key, list);
    }
    return list;
  }
  const ownOrg = (name: string) => name.toLowerCase() === org.login.toLowerCase();
  const repoOf = (params: Record<string, string>): FakeRepo | undefined => (ownOrg(params.owner) ? org.repoNamed(params.repo) : undefined);
  const outsideId = (login: string) => 800_000 + org.outsideCollaborators().indexOf(login);
  const needsAdmin = (repo: FakeRepo) =>
    repo.tokenAccess === "admin" ? null : fail(403, "Must have admin rights to Repository.", `${DOCS}/branches/branch-protection`);

  const routes: Route[] = [];
  const route = (method: string, template: string, handle: Route["handle"]) => {
    const keys: string[] = [];
    const pattern = new RegExp(`^${template.replace(/\{(\w+)\}/g, (_m, key: string) => (keys.push(key), "([^/]+)"))}$`);
    routes.push({ method, template, pattern, keys, handle });
  };

  route("GET", "/orgs/{org}", (p) => (ownOrg(p.org) ? ok(organizationBody(org, urls)) : notFound()));

  route("GET", "/orgs/{org}/members", (p, q, url) => {
    if (!ownOrg(p.org)) return notFound();
    const filter = q.get("filter") ?? "all";
    const role = q.get("role") ?? "all";
    if (filter !== "all" && !org.ownerToken) return fail(422, "Only owners can use this filter.", `${DOCS}/orgs/members#list-organization-members`);
    const list = memberIndices(`${filter}|${role}`, (i) => {
      const m = org.memberAt(i);
      return (filter !== "2fa_disabled" || !m.twoFactor) && (role === "all" || m.role === role);
    });
    return page(url, q, list.length, (i) => memberBody(org.memberAt(list[i]), urls));
  });

  route("GET", "/orgs/{org}/outside_collaborators", (p, q, url) => {
    if (!ownOrg(p.org)) return notFound();
    const logins = org.outsideCollaborators();
    return page(url, q, logins.length, (i) => userBody(logins[i], outsideId(logins[i]), urls));
  });

  route("GET", "/orgs/{org}/repos", (p, q, url) => (ownOrg(p.org) ? page(url, q, org.repoCount, (i) => repositoryBody(org, org.repoAt(i), urls)) : notFound()));

  route("GET", "/repos/{owner}/{repo}/branches/{branch}/protection", (p) => {
    const repo = repoOf(p);
    if (!repo) return notFound();
    const refused = needsAdmin(repo);
    if (refused) return refused;
    const docs = `${DOCS}/branches/branch-protection#get-branch-protection`;
    if (p.branch !== repo.defaultBranch) return fail(404, "Branch not found", docs);
    return repo.protection ? ok(branchProtectionBody(org, repo, urls)) : fail(404, "Branch not protected", docs);
  });

  route("GET", "/repos/{owner}/{repo}/rules/branches/{branch}", (p, q, url) => {
    const repo = repoOf(p);
    if (!repo) return notFound();
    const rules = p.branch === repo.defaultBranch ? branchRulesBody(org, repo) : [];
    return page(url, q, rules.length, (i) => rules[i]);
  });

  route("GET", "/repos/{owner}/{repo}/vulnerability-alerts", (p) => {
    const repo = repoOf(p);
    if (!repo) return notFound();
    const refused = needsAdmin(repo);
    if (refused) return refused;
    return repo.vulnerabilityAlerts
      ? { status: 204 }
      : fail(404, "Vulnerability alerts are disabled.", `${DOCS}/repos/repos#check-if-vulnerability-alerts-are-enabled-for-a-repository`);
  });

  route("GET", "/repos/{owner}/{repo}/dependabot/alerts", (p, q, url) => {
    const repo = repoOf(p);
    if (!repo) return notFound();
    if (!repo.vulnerabilityAlerts)
      return fail(403, "Dependabot alerts are disabled for this repository.", `${DOCS}/dependabot/alerts#list-dependabot-alerts-for-a-repository`);
    const states = (q.get("state") ?? "auto_dismissed,dismissed,fixed,open").split(",");
    const severities = (q.get("severity") ?? "low,medium,high,critical").split(",");
    const numbers: number[] = [];
    if (states.includes("open")) {
      for (let n = 1; n <= repo.criticalAlerts + repo.highAlerts; n++) if (severities.includes(n <= repo.criticalAlerts ? "critical" : "high")) numbers.push(n);
    }
    return cursorPage(url, q, numbers.length, (i) => dependabotAlertBody(org, repo, numbers[i], urls));
  });

  route("GET", "/repos/{owner}/{repo}/collaborators", (p, q, url) => {
    const repo = repoOf(p);
    if (!repo) return notFound();
    // Only outside collaborators are modelled; members' access (direct, team, base permission) is not.
    const permission = q.get("permission") as RepoPermission | null;
    const list = repo.outsideCollaborators.filter((c) => !permission || c.permission === permission);
    return page(url, q, list.length, (i) => collaboratorBody(list[i].login, outsideId(list[i].login), list[i].permission, urls));
  });

  route("GET", "/repos/{owner}/{repo}/pulls", (p, q, url) => {
    const repo = repoOf(p);
    if (!repo) return notFound();
    const state = q.get("state") ?? "open";
    const sort = (q.get("sort") ?? "created") as "created" | "updated" | "popularity" | "long-running";
    const direction = q.get("direction") ?? (sort === "created" ? "desc" : "desc");
    const field = sort === "updated" ? "updatedAt" : "createdAt";
    const list = repo.pulls
      .filter((pull) => state === "all" || (state === "closed" ? pull.closedAt !== null : pull.closedAt === null))
      .sort((a, b) => (direction === "asc" ? a[field].localeCompare(b[field]) : b[field].localeCompare(a[field])) || b.number - a.number);
    return page(url, q, list.length, (i) => pullRequestBody(org, repo, list[i], urls));
  });

  // ---- the HTTP side -------------------------------------------------------------------------------------------
  function rateHeaders(remaining: number, reset: number): Record<string, string> {
    return {
      "x-ratelimit-limit": String(limit),
      "x-ratelimit-remaining": String(Math.max(0, remaining)),
      "x-ratelimit-reset": String(reset),
      "x-ratelimit-used": String(Math.min(limit, used)),
      "x-ratelimit-resource": "core",
    };
  }

  function answer(req: IncomingMessage, url: URL): { answer: Answer; template?: string } {
    const path = url.pathname.slice(prefix.length);
    const matched = routes.map((r) => ({ r, m: r.method === req.method ? r.pattern.exec(path) : null })).find((x) => x.m);
    const template = matched?.r.template;
    const auth = req.headers.authorization ?? "";
    if (auth !== `token ${token}` && auth !== `Bearer ${token}` && auth !== `bearer ${token}`) {
      return { template, answer: { ...fail(401, "Bad credentials"), headers: { ...rateHeaders(59, windowReset), "x-ratelimit-limit": "60" } } };
    }

    const now = Math.floor(Date.now() / 1000);
    if (now >= windowReset) {
      used = 0;
      windowReset = now + 3600;
    }
    used += 1;
    if (secondary && secondary.times > 0) {
      secondary.times -= 1;
      const { status, retryAfter } = secondary;
      const message = prose(
        "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support",
        "for help, please include the request ID 0000:0000:0000000:0000000:00000000.",
      );
      return {
        template,
        answer: {
          ...fail(status, message, "https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits"),
          headers: { ...rateHeaders(limit - used, windowReset), "retry-after": String(retryAfter) },
        },
      };
    }
    if (exhausted && exhausted.times > 0) {
      exhausted.times -= 1;
      return {
        template,
        answer: {
          ...fail(403, "API rate limit exceeded for user ID 1.", "https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api"),
          headers: rateHeaders(0, now + exhausted.resetIn),
        },
      };
    }
    if (used > limit) {
      return {
        template,
        answer: {
          ...fail(403, "API rate limit exceeded for user ID 1.", "https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api"),
          headers: rateHeaders(0, windowReset),
        },
      };
    }
    const headers = rateHeaders(limit - used, windowReset);
    if (failures && failures.times > 0 && (!failures.path || failures.path.test(path))) {
      failures.times -= 1;
      return { template, answer: { ...fail(failures.status, "Server Error"), headers } };
    }
    const refusal = refusals.find((r) => r.path.test(path));
    if (refusal) return { template, answer: { ...fail(refusal.status, refusal.message), headers } };
    if (!matched) return { answer: { ...notFound(), headers } };
    const params = Object.fromEntries(matched.r.keys.map((k, i) => [k, decodeURIComponent(matched.m![i + 1])]));
    const result = matched.r.handle(params, url.searchParams, url);
    return { template, answer: { ...result, headers: { ...headers, ...result.headers } } };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests += 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => {
      inFlight -= 1;
    });
    const url = new URL(req.url ?? "/", "http://fake.github");
    const send = () => {
      if (!url.pathname.startsWith(`${prefix}/`)) {
        res.writeHead(404, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(errorBody(404, "Not Found")));
        return;
      }
      const { answer: out, template } = answer(req, url);
      if (template) {
        const key = `${req.method} ${template}`;
        calls.set(key, (calls.get(key) ?? 0) + 1);
        if (conformance) {
          violations.push(...conformance.checkQuery(req.method ?? "GET", template, url.searchParams));
          violations.push(...conformance.checkResponse(req.method ?? "GET", template, out.status, out.body));
        }
      }
      const headers: Record<string, string> = {
        "x-github-media-type": "github.v3; format=json",
        "x-github-api-version-selected": "2022-11-28",
        "x-github-request-id": `FAKE:${requests.toString(16).toUpperCase()}`,
        ...(options.enterprise ? { "x-github-enterprise-version": "3.19.0" } : {}),
        ...(options.scopes !== undefined ? { "x-oauth-scopes": options.scopes } : {}),
        ...out.headers,
      };
      if (out.body === undefined) {
        res.writeHead(out.status, headers).end();
        return;
      }
      res.writeHead(out.status, { ...headers, "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(out.body));
    };
    req.resume();
    req.on("end", () => (options.latencyMs ? setTimeout(send, options.latencyMs) : send()));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;
  urls = { api: `${root}${prefix}`, web: root };

  return {
    url: urls.api,
    token,
    org,
    calls,
    get requests() {
      return requests;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    violations,
    failNext({ status = 502, times = 1, path } = {}) {
      failures = { status, times, path };
    },
    secondaryRateLimit({ times = 1, status = 403, retryAfterSeconds = 1 } = {}) {
      secondary = { times, status, retryAfter: retryAfterSeconds };
    },
    exhaustRateLimit({ times = 1, resetInSeconds = 1 } = {}) {
      exhausted = { times, resetIn: resetInSeconds };
    },
    refuse(path, status, message) {
      refusals.push({ path, status, message });
    },
    reset() {
      failures = null;
      secondary = null;
      exhausted = null;
      refusals = [];
      violations.length = 0;
      calls.clear();
      requests = 0;
      maxInFlight = 0;
      used = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
