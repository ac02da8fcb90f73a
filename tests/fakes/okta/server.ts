import { decodeSegment } from "../json-segment";
import { text } from "node:stream/consumers";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPairSync, type KeyObject, randomBytes, verify } from "node:crypto";
import { oktaConformance } from "./conformance";
import type {
  AuthenticatorEnrollmentPolicy,
  AuthenticatorEnrollmentPolicyRule,
  ModelError,
  PasswordPolicy,
  Policy,
  RoleAssignedUsers,
  StandardRole,
  User,
  UserFactor,
} from "@okta/okta-sdk-nodejs";
import { prose } from "@/lib/format/prose";

/**
 * A local stand-in for the parts of Okta's management API the connector calls, shaped by Okta's OpenAPI
 * description (fixtures and answers are typed with the SDK's generated models, and the real SDK parses them):
 * users with Link-header pagination and search, factors, role assignees and roles, policies and their rules,
 * the org authorization server's token endpoint for private-key service apps, X-Rate-Limit-* headers on every
 * answer, and Okta's error bodies (E0000011 bad token, E0000006 forbidden, E0000047 rate limit, E0000009).
 * Every management-API answer it serves and every query it receives is checked against the description the SDK
 * is generated from (./conformance.ts); problems are collected in `violations`, which the tests assert empty. The
 * token endpoint is the org authorization server's OAuth 2.0 endpoint (RFC 6749 answers), outside that
 * description, and is not checked; neither is the 502 HTML page, which stands for a proxy, not Okta.
 */

export type OktaEndpoint = "token" | "users" | "factors" | "assignees" | "roles" | "policies" | "rules";
export type OktaFault = "throttle" | "internal" | "badGateway" | "forbidden";

export interface FakeServiceApp {
  clientId: string;
  publicKey: KeyObject;
  /** Scopes granted on the app's Okta API Scopes tab. */
  scopes: string[];
}

/** A service app with a fresh RSA key: the PEM to give the connector, the app as Okta knows it. */
export function makeServiceApp(scopes: string[]): { privateKey: string; app: FakeServiceApp } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    app: { clientId: `0oa${randomBytes(8).toString("hex")}`, publicKey, scopes },
  };
}

export interface FakeOktaOrg {
  users: User[];
  factors: Record<string, UserFactor[]>;
  roles: Record<string, StandardRole[]>;
  passwordPolicies: PasswordPolicy[];
  enrollmentPolicies: AuthenticatorEnrollmentPolicy[];
  enrollmentRules: Record<string, AuthenticatorEnrollmentPolicyRule[]>;
}

export interface RecordedOktaRequest {
  method: string;
  endpoint: OktaEndpoint | undefined;
  path: string;
  query: Record<string, string>;
  status: number;
  retryCount: string | undefined;
}

export interface FakeOkta {
  url: string;
  apiToken: string;
  requests: RecordedOktaRequest[];
  /** Answers and queries outside Okta's management API description (see ./conformance.ts). */
  readonly violations: readonly string[];
  /** Caps every page below the `limit` the client asked for. */
  setPageSize(size: number): void;
  /** The next `times` requests to that endpoint answer this fault. */
  failNext(endpoint: OktaEndpoint, fault: OktaFault, times?: number): void;
  requestsTo(endpoint: OktaEndpoint): RecordedOktaRequest[];
  reset(): void;
  close(): Promise<void>;
}

const RATE_LIMIT = 600;
const WINDOW_SECONDS = 60;

const oktaError = (errorCode: string, errorSummary: string, causes: string[] = []): ModelError => ({
  errorCode,
  errorSummary,
  errorLink: errorCode,
  errorId: `oae${randomBytes(11).toString("base64url")}`,
  errorCauses: causes.map((c) => ({ errorSummary: c })),
});

function route(method: string, path: string): { endpoint: OktaEndpoint; id?: string } | undefined {
  if (method === "POST" && path === "/oauth2/v1/token") return { endpoint: "token" };
  if (method !== "GET") return undefined;
  if (path === "/api/v1/users") return { endpoint: "users" };
  if (path === "/api/v1/iam/assignees/users") return { endpoint: "assignees" };
  if (path === "/api/v1/policies") return { endpoint: "policies" };
  let m = /^\/api\/v1\/users\/([^/]+)\/(factors|roles)$/.exec(path);
  if (m) return { endpoint: m[2] as "factors" | "roles", id: decodeURIComponent(m[1]) };
  m = /^\/api\/v1\/policies\/([^/]+)\/rules$/.exec(path);
  if (m) return { endpoint: "rules", id: decodeURIComponent(m[1]) };
  return undefined;
}

/** The scope a service app's access token needs per endpoint (any of them). */
const REQUIRED_SCOPES: Record<Exclude<OktaEndpoint, "token">, string[]> = {
  users: ["okta.users.read", "okta.users.manage"],
  factors: ["okta.users.read", "okta.factors.read"],
  assignees: ["okta.roles.read"],
  roles: ["okta.roles.read"],
  policies: ["okta.policies.read"],
  rules: ["okta.policies.read"],
};

export async function startFakeOkta(org: FakeOktaOrg, options: { apiToken?: string; serviceApps?: FakeServiceApp[] } = {}): Promise<FakeOkta> {
  const apiToken = options.apiToken ?? `00${randomBytes(20).toString("base64url")}`;
  const serviceApps = options.serviceApps ?? [];
  const requests: RecordedOktaRequest[] = [];
  const violations: string[] = [];
  const conformance = oktaConformance();
  const accessTokens = new Map<string, string[]>();
  const faults = new Map<OktaEndpoint, { fault: OktaFault; times: number }>();
  const windows = new Map<string, { start: number; used: number }>();
  let pageSize = Number.POSITIVE_INFINITY;
  let base = "";

  /** Okta's per-endpoint buckets, reported on every answer. */
  function rateHeaders(bucket: string, throttled: boolean): Record<string, string> {
    const now = Math.floor(Date.now() / 1000);
    let window = windows.get(bucket);
    if (!window || now >= window.start + WINDOW_SECONDS) {
      window = { start: now, used: 0 };
      windows.set(bucket, window);
    }
    window.used += 1;
    return {
      "x-rate-limit-limit": String(RATE_LIMIT),
      "x-rate-limit-remaining": String(throttled ? 0 : Math.max(0, RATE_LIMIT - window.used)),
      // A throttled caller may go again in the same second: the SDK waits reset − Date + 1 s, i.e. about 1 s.
      "x-rate-limit-reset": String(throttled ? now : window.start + WINDOW_SECONDS),
    };
  }

  function page<T>(
    res: ServerResponse,
    reply: (status: number, body: unknown, headers?: Record<string, string>) => void,
    path: string,
    query: Record<string, string>,
    items: T[],
    idOf: (t: T) => string,
    headers: Record<string, string>,
  ) {
    const limit = Math.min(query.limit ? Number(query.limit) : 200, pageSize);
    const start = query.after ? items.findIndex((t) => idOf(t) === query.after) + 1 : 0;
    if (query.after && start === 0) return reply(400, oktaError("E0000001", "Api validation failed: after", ["after: invalid cursor"]), headers);
    const slice = items.slice(start, start + limit);
    const link = (params: Record<string, string>) => `<${base}${path}?${new URLSearchParams(params).toString()}>`;
    const { after: _after, ...rest } = query;
    const links = [`${link(rest)}; rel="self"`];
    if (start + limit < items.length) links.push(`${link({ ...rest, after: idOf(slice[slice.length - 1]) })}; rel="next"`);
    res.setHeader("link", links);
    return reply(200, slice, headers);
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? "GET";
    const matched = route(method, url.pathname);
    const record: RecordedOktaRequest = {
      method,
      endpoint: matched?.endpoint,
      path: url.pathname,
      query,
      status: 0,
      retryCount: req.headers["x-okta-retry-count"] as string | undefined,
    };
    requests.push(record);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      if (matched && matched.endpoint !== "token") {
        violations.push(...conformance.checkQuery(method, url.pathname, url.searchParams));
        violations.push(...conformance.checkResponse(method, url.pathname, status, JSON.parse(JSON.stringify(body))));
      }
      res.writeHead(status, { "content-type": "application/json", "x-okta-request-id": randomBytes(12).toString("base64url"), ...headers });
      res.end(JSON.stringify(body));
    };
    if (!matched) return reply(404, oktaError("E0000022", "The endpoint does not support the provided HTTP method"));

    const fault = faults.get(matched.endpoint);
    const injected = fault && fault.times > 0 ? fault.fault : undefined;
    if (fault && injected) fault.times -= 1;
    const headers = rateHeaders(matched.endpoint, injected === "throttle");
    switch (injected) {
      case "throttle":
        return reply(429, oktaError("E0000047", "API call exceeded rate limit due to too many requests."), headers);
      case "internal":
        return reply(500, oktaError("E0000009", "Internal Server Error"), headers);
      case "forbidden":
        return reply(403, oktaError("E0000006", "You do not have permission to perform the requested action"), headers);
      case "badGateway":
        record.status = 502;
        res.writeHead(502, { "content-type": "text/html" });
        return res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
    }

    if (matched.endpoint === "token") {
      const form = new URLSearchParams(await text(req));
      if (form.get("grant_type") !== "client_credentials")
        return reply(400, { error: "unsupported_grant_type", error_description: "The authorization grant type is not supported by the authorization server." });
      if (form.get("client_assertion_type") !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer") {
        return reply(401, {
          error: "invalid_client",
          error_description: "Client authentication failed. Either the client or the client credentials are invalid.",
        });
      }
      const [head, payload, signature] = (form.get("client_assertion") ?? "").split(".");
      const header = head ? decodeSegment(head) : undefined;
      const claims = payload ? decodeSegment(payload) : undefined;
      const app = serviceApps.find((a) => a.clientId === claims?.iss);
      if (!header || !claims || !signature || !app || claims.sub !== app.clientId)
        return reply(401, { error: "invalid_client", error_description: "Invalid value for 'client_id' parameter." });
      if (header.alg !== "RS256" || !verify("RSA-SHA256", Buffer.from(`${head}.${payload}`), app.publicKey, Buffer.from(signature, "base64url"))) {
        return reply(401, { error: "invalid_client", error_description: "The client_assertion signature is invalid." });
      }
      if (claims.aud !== `${base}/oauth2/v1/token` || !(Number(claims.exp) > Date.now() / 1000)) {
        return reply(401, {
          error: "invalid_client",
          error_description: "The audience claim for client_assertion must be the endpoint invoked for the request.",
        });
      }
      const scopes = (form.get("scope") ?? "").split(" ").filter(Boolean);
      const refused = scopes.filter((s) => !app.scopes.includes(s));
      if (scopes.length === 0 || refused.length > 0)
        return reply(400, { error: "invalid_scope", error_description: `The following scopes are not allowed: ${refused.join(", ")}` });
      const accessToken = `eyJfake.${randomBytes(24).toString("base64url")}`;
      accessTokens.set(accessToken, scopes);
      return reply(200, { token_type: "Bearer", expires_in: 3600, access_token: accessToken, scope: scopes.join(" ") });
    }

    const authorization = req.headers.authorization ?? "";
    const ssws = /^SSWS (.+)$/.exec(authorization)?.[1];
    const bearer = /^Bearer (.+)$/.exec(authorization)?.[1];
    const granted = bearer ? accessTokens.get(bearer) : undefined;
    if (ssws !== apiToken && !granted) return reply(401, oktaError("E0000011", "Invalid token provided"), headers);
    if (granted && !REQUIRED_SCOPES[matched.endpoint].some((s) => granted.includes(s))) {
      return reply(403, oktaError("E0000006", "You do not have permission to perform the requested action"), {
        ...headers,
        "www-authenticate": prose(
          'Bearer realm="IdP", error="insufficient_scope", error_description="The access token provided does not contain the required',
          'scopes."',
        ),
      });
    }

    switch (matched.endpoint) {
      case "users": {
        let users = org.users.filter((u) => u.status !== "DEPROVISIONED");
        if (query.search) {
          const status = /^status eq "([A-Z_]+)"$/.exec(query.search)?.[1];
          if (!status) return reply(400, oktaError("E0000031", "Invalid search.", ["search: unsupported expression"]), headers);
          users = org.users.filter((u) => u.status === status);
        }
        return page(res, reply, url.pathname, query, users, (u) => u.id ?? "", headers);
      }
      case "factors": {
        if (!org.users.some((u) => u.id === matched.id))
          return reply(404, oktaError("E0000007", `Not found: Resource not found: ${matched.id} (User)`), headers);
        return reply(200, org.factors[matched.id ?? ""] ?? [], headers);
      }
      case "roles":
        return reply(200, org.roles[matched.id ?? ""] ?? [], headers);
      case "assignees": {
        const ids = Object.keys(org.roles).filter((id) => org.roles[id].length > 0);
        const limit = Math.min(query.limit ? Number(query.limit) : 100, pageSize);
        const start = query.after ? ids.indexOf(query.after) + 1 : 0;
        const slice = ids.slice(start, start + limit);
        const body: RoleAssignedUsers = {
          value: slice.map((id) => ({
            id,
            orn: `orn:okta:directory:00o1fake:users:${id}`,
            _links: { self: { href: `${base}/api/v1/users/${id}` }, roles: { href: `${base}/api/v1/users/${id}/roles` } },
          })),
          ...(start + limit < ids.length
            ? { _links: { next: { href: `${base}/api/v1/iam/assignees/users?after=${slice[slice.length - 1]}&limit=${limit}` } } }
            : {}),
        };
        return reply(200, body, headers);
      }
      case "policies": {
        if (!query.type) return reply(400, oktaError("E0000001", "Api validation failed: type", ["type: The type parameter is required."]), headers);
        const policies: Policy[] = query.type === "PASSWORD" ? org.passwordPolicies : query.type === "MFA_ENROLL" ? org.enrollmentPolicies : [];
        return page(res, reply, url.pathname, query, policies, (p) => p.id ?? "", headers);
      }
      case "rules": {
        if (!org.enrollmentPolicies.some((p) => p.id === matched.id) && !org.passwordPolicies.some((p) => p.id === matched.id)) {
          return reply(404, oktaError("E0000007", `Not found: Resource not found: ${matched.id} (Policy)`), headers);
        }
        return reply(200, org.enrollmentRules[matched.id ?? ""] ?? [], headers);
      }
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    apiToken,
    requests,
    violations,
    setPageSize(size) {
      pageSize = size;
    },
    failNext(endpoint, fault, times = 1) {
      faults.set(endpoint, { fault, times });
    },
    requestsTo: (endpoint) => requests.filter((r) => r.endpoint === endpoint),
    reset() {
      requests.length = 0;
      violations.length = 0;
      faults.clear();
      pageSize = Number.POSITIVE_INFINITY;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
