import { decodeSegment } from "../json-segment";
import { text } from "node:stream/consumers";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPairSync, type KeyObject, randomBytes, verify } from "node:crypto";
import type { admin_directory_v1 } from "@googleapis/admin";
import type { cloudidentity_v1 } from "@googleapis/cloudidentity";
import { applyFields } from "./fields";
import { googleConformance } from "./conformance";
import { prose } from "@/lib/format/prose";

/**
 * A local stand-in for the Google APIs the Workspace connector calls, shaped by their Discovery documents (the
 * fixtures and answers are typed with the SDKs' generated schemas): the OAuth token endpoint for service accounts
 * with domain-wide delegation, the Admin SDK Directory API's users.list and the Cloud Identity Policy API's
 * policies.list, one HTTP server for all of them (the connector's rootUrl and token URL both point here).
 * Every 200 answer of those two methods and every query they receive is checked against what the installed SDKs
 * were generated from (./conformance.ts: no npm package ships the Discovery documents themselves); problems are
 * collected in `violations`, which the tests assert empty.
 */

export const GOOGLE_TOKEN_AUDIENCE = "https://oauth2.googleapis.com/token";
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";

export interface FakeServiceAccount {
  clientEmail: string;
  /** The numeric client ID domain-wide delegation is granted to. */
  clientId: string;
  publicKey: KeyObject;
  /** Scopes granted under Security → API controls → Domain-wide delegation. */
  delegatedScopes: string[];
}

/** A service account key as Google's console downloads it, and the fake's view of that account. */
export function makeServiceAccount(clientEmail: string, delegatedScopes: string[]): { keyFile: string; privateKey: string; account: FakeServiceAccount } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const clientId = `1${Array.from(randomBytes(20), (b) => b % 10).join("")}`;
  const keyFile = JSON.stringify({
    type: "service_account",
    project_id: "compliance-fake",
    private_key_id: randomBytes(20).toString("hex"),
    private_key: pem,
    client_email: clientEmail,
    client_id: clientId,
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: GOOGLE_TOKEN_AUDIENCE,
  });
  return { keyFile, privateKey: pem, account: { clientEmail, clientId, publicKey, delegatedScopes } };
}

export type GoogleFault = "rateLimit" | "userRateLimit" | "unavailable" | "internal" | "forbidden";
export type GoogleTarget = "token" | "users" | "policies";

export interface RecordedGoogleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}

export interface FakeGoogleOptions {
  customerId: string;
  domain: string;
  serviceAccounts: FakeServiceAccount[];
  users: admin_directory_v1.Schema$User[];
  policies: cloudidentity_v1.Schema$Policy[];
}

export interface FakeGoogle {
  url: string;
  tokenUrl: string;
  requests: RecordedGoogleRequest[];
  /** Answers and queries outside the methods' declared schemas and parameters (see ./conformance.ts). */
  readonly violations: readonly string[];
  /** Tokens issued, with the delegation they carry. */
  tokens: Map<string, { sub: string; scopes: string[]; iss: string }>;
  /** Caps each page below what the client asked for (Google may answer fewer than maxResults). */
  setPageSize(size: number): void;
  /** The next `times` requests to that endpoint answer this fault, in Google's error format. */
  failNext(target: GoogleTarget, fault: GoogleFault, times?: number): void;
  requestsTo(target: GoogleTarget): RecordedGoogleRequest[];
  close(): Promise<void>;
}

/** Google's JSON error body (https://cloud.google.com/apis/design/errors#http_mapping, with the legacy `errors`). */
interface GoogleErrorBody {
  error: {
    code: number;
    message: string;
    errors: { message: string; domain: string; reason: string; location?: string; locationType?: string }[];
    status: string;
  };
}

const apiError = (code: number, status: string, message: string, reason: string, domain = "global", location?: string): GoogleErrorBody => ({
  error: { code, message, errors: [{ message, domain, reason, ...(location ? { location, locationType: "header" } : {}) }], status },
});

const FAULTS: Record<GoogleFault, GoogleErrorBody> = {
  rateLimit: apiError(
    429,
    "RESOURCE_EXHAUSTED",
    "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user' of service 'admin.googleapis.com'.",
    "rateLimitExceeded",
    "usageLimits",
  ),
  userRateLimit: apiError(403, "PERMISSION_DENIED", "User Rate Limit Exceeded", "userRateLimitExceeded", "usageLimits"),
  unavailable: apiError(503, "UNAVAILABLE", "The service is currently unavailable.", "backendError"),
  internal: apiError(500, "INTERNAL", "Internal error encountered.", "backendError"),
  forbidden: apiError(403, "PERMISSION_DENIED", "Not Authorized to access this resource/api", "forbidden"),
};

const UNAUTHENTICATED = apiError(
  401,
  "UNAUTHENTICATED",
  prose(
    "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
    "See https://developers.google.com/identity/sign-in/web/devconsole-project.",
  ),
  "authError",
  "global",
  "Authorization",
);
const INSUFFICIENT_SCOPES = apiError(403, "PERMISSION_DENIED", "Request had insufficient authentication scopes.", "insufficientPermissions");
const NOT_AUTHORIZED = FAULTS.forbidden;

const pageToken = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
function pageOffset(token: string | undefined): number | undefined {
  if (!token) return 0;
  const parsed = decodeSegment(token);
  return typeof parsed?.o === "number" ? parsed.o : undefined;
}

/** `setting.type.matches('<re>')` and `customer == "customers/<id>"`, the two clauses policies.list accepts. */
function parsePolicyFilter(filter: string): { typePattern?: RegExp; customer?: string } | undefined {
  const out: { typePattern?: RegExp; customer?: string } = {};
  for (const clause of filter
    .split("&&")
    .map((c) => c.trim())
    .filter(Boolean)) {
    const matches = /^setting\.type\.matches\('((?:[^'\\]|\\.)*)'\)$/.exec(clause);
    const customer = /^customer\s*==\s*"customers\/([^"]+)"$/.exec(clause);
    if (matches) out.typePattern = new RegExp(matches[1].replace(/\\\\/g, "\\"));
    else if (customer) out.customer = customer[1];
    else return undefined;
  }
  return out;
}

const targetOf = (path: string): GoogleTarget | undefined =>
  path === "/token" ? "token" : path === "/admin/directory/v1/users" ? "users" : path === "/v1/policies" ? "policies" : undefined;

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const requests: RecordedGoogleRequest[] = [];
  const violations: string[] = [];
  const conformance = googleConformance();
  const tokens = new Map<string, { sub: string; scopes: string[]; iss: string }>();
  const faults = new Map<GoogleTarget, { fault: GoogleFault; times: number }>();
  let pageSize = Number.POSITIVE_INFINITY;

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    const record = { method: req.method ?? "GET", path: url.pathname, query, status: 0 };
    const target = targetOf(url.pathname);
    requests.push(record);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      if (target && target !== "token") {
        violations.push(...conformance.checkQuery(record.method, url.pathname, url.searchParams));
        if (status === 200) violations.push(...conformance.checkResponse(record.method, url.pathname, JSON.parse(JSON.stringify(body))));
      }
      res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
      res.end(JSON.stringify(body));
    };
    if (!target) return reply(404, apiError(404, "NOT_FOUND", `The requested URL ${url.pathname} was not found on this server.`, "notFound"));
    const fault = faults.get(target);
    if (fault && fault.times > 0) {
      fault.times -= 1;
      const body = FAULTS[fault.fault];
      return reply(body.error.code, body);
    }

    if (target === "token") {
      if (req.method !== "POST") return reply(405, { error: "invalid_request", error_description: "Method not allowed" });
      const form = new URLSearchParams(await text(req));
      if (form.get("grant_type") !== JWT_BEARER)
        return reply(400, { error: "unsupported_grant_type", error_description: `Invalid grant_type: ${form.get("grant_type") ?? ""}` });
      const [head, payload, signature] = (form.get("assertion") ?? "").split(".");
      const header = head ? decodeSegment(head) : undefined;
      const claims = payload ? decodeSegment(payload) : undefined;
      if (!header || !claims || !signature || header.alg !== "RS256")
        return reply(400, { error: "invalid_grant", error_description: "Invalid JWT: malformed assertion." });
      const account = options.serviceAccounts.find((a) => a.clientEmail === claims.iss);
      if (!account) return reply(400, { error: "invalid_grant", error_description: "Invalid grant: account not found" });
      if (!verify("RSA-SHA256", Buffer.from(`${head}.${payload}`), account.publicKey, Buffer.from(signature, "base64url"))) {
        return reply(400, { error: "invalid_grant", error_description: "Invalid JWT Signature." });
      }
      const now = Math.floor(Date.now() / 1000);
      const iat = Number(claims.iat);
      const exp = Number(claims.exp);
      if (claims.aud !== GOOGLE_TOKEN_AUDIENCE) return reply(400, { error: "invalid_grant", error_description: "Invalid JWT: Failed audience check." });
      if (!(exp > now && exp - iat <= 3600 && iat <= now + 300)) {
        return reply(400, {
          error: "invalid_grant",
          error_description: "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.",
        });
      }
      const sub = typeof claims.sub === "string" ? claims.sub : "";
      if (!options.users.some((u) => u.primaryEmail === sub)) return reply(400, { error: "invalid_grant", error_description: "Invalid email or User ID" });
      const scopes = String(claims.scope ?? "")
        .split(" ")
        .filter(Boolean);
      if (scopes.length === 0 || !scopes.every((s) => account.delegatedScopes.includes(s))) {
        return reply(401, {
          error: "unauthorized_client",
          error_description: "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.",
        });
      }
      const accessToken = `ya29.fake-${randomBytes(24).toString("base64url")}`;
      tokens.set(accessToken, { sub, scopes, iss: account.clientEmail });
      return reply(200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
    }

    if (req.method !== "GET") return reply(405, apiError(405, "METHOD_NOT_ALLOWED", "Method not allowed", "httpMethodNotAllowed"));
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const grant = bearer ? tokens.get(bearer) : undefined;
    if (!grant) return reply(401, UNAUTHENTICATED, { "www-authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"' });
    const actor = options.users.find((u) => u.primaryEmail === grant.sub);
    if (!actor?.isAdmin && !actor?.isDelegatedAdmin) return reply(403, NOT_AUTHORIZED);

    if (target === "users") {
      if (!grant.scopes.some((s) => s.startsWith("https://www.googleapis.com/auth/admin.directory.user"))) return reply(403, INSUFFICIENT_SCOPES);
      if (!query.customer && !query.domain) return reply(400, apiError(400, "INVALID_ARGUMENT", "Bad Request", "badRequest"));
      if (query.customer && query.customer !== "my_customer" && query.customer !== options.customerId)
        return reply(400, apiError(400, "INVALID_ARGUMENT", "Bad Request", "badRequest"));
      if (query.domain && query.domain !== options.domain) return reply(403, NOT_AUTHORIZED);
      const maxResults = query.maxResults ? Number(query.maxResults) : 100;
      if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 500) {
        return reply(
          400,
          apiError(400, "INVALID_ARGUMENT", `Invalid value '${query.maxResults}'. Values must be within the range: [1, 500]`, "invalidParameter"),
        );
      }
      if (query.projection && !["basic", "custom", "full"].includes(query.projection))
        return reply(400, apiError(400, "INVALID_ARGUMENT", "Invalid projection", "invalidParameter"));
      const offset = pageOffset(query.pageToken);
      if (offset === undefined) return reply(400, apiError(400, "INVALID_ARGUMENT", "Invalid page token", "invalid"));
      const all = options.users
        .filter((u) => !query.domain || u.primaryEmail?.endsWith(`@${query.domain}`))
        .sort((a, b) => (query.orderBy === "email" ? (a.primaryEmail ?? "").localeCompare(b.primaryEmail ?? "") : 0));
      const size = Math.min(maxResults, pageSize);
      const users = all.slice(offset, offset + size);
      const body: admin_directory_v1.Schema$Users = {
        kind: "admin#directory#users",
        etag: `"${randomBytes(8).toString("hex")}"`,
        users,
        ...(offset + size < all.length ? { nextPageToken: pageToken(offset + size) } : {}),
      };
      return reply(200, query.fields ? applyFields(body, query.fields) : body);
    }

    if (!grant.scopes.some((s) => s.startsWith("https://www.googleapis.com/auth/cloud-identity.policies"))) return reply(403, INSUFFICIENT_SCOPES);
    const filter = query.filter ? parsePolicyFilter(query.filter) : {};
    if (!filter) return reply(400, apiError(400, "INVALID_ARGUMENT", "Invalid filter", "badRequest"));
    if (filter.customer && filter.customer !== "my_customer" && filter.customer !== options.customerId) return reply(403, NOT_AUTHORIZED);
    const requested = query.pageSize ? Number(query.pageSize) : 0;
    const size = Math.min(requested === 0 ? 50 : Math.min(requested, 100), pageSize);
    const offset = pageOffset(query.pageToken);
    if (offset === undefined) return reply(400, apiError(400, "INVALID_ARGUMENT", "Invalid page token", "badRequest"));
    const all = options.policies.filter((p) => !filter.typePattern || filter.typePattern.test(p.setting?.type ?? ""));
    const body: cloudidentity_v1.Schema$ListPoliciesResponse = {
      policies: all.slice(offset, offset + size),
      ...(offset + size < all.length ? { nextPageToken: pageToken(offset + size) } : {}),
    };
    return reply(200, query.fields ? applyFields(body, query.fields) : body);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: `${base}/`,
    tokenUrl: `${base}/token`,
    requests,
    violations,
    tokens,
    setPageSize(size) {
      pageSize = size;
    },
    failNext(target, fault, times = 1) {
      faults.set(target, { fault, times });
    },
    requestsTo: (target) => requests.filter((r) => targetOf(r.path) === target),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
