import type { ApiKeyScope } from "@/db/accounts";
import type { Caller } from "@/lib/context";
import type { Db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { verifyToken } from "@/lib/credentials/jwt";
import { API_KEY_PREFIX, verifyApiKey } from "@/lib/credentials/verify-api-key";
import { decodeSessionToken, readCookie, sessionTokenFromCookieHeader } from "@/lib/credentials/session-cookie";
import { loadMember } from "@/lib/credentials/member-session";
import { constantTimeEqual } from "@/lib/credentials/secrets";
import { verifyScimToken } from "@/lib/credentials/verify-scim-token";
import { config } from "@/lib/config";

/** Which callers a route admits. */
export type AuthMode =
  | "none"
  | "customer"
  | "auditor"
  | "apiKey"
  | "customerOrApiKey"
  | "customerOrAuditor"
  /** An API key, or the console's session cookie (our own pages); a customer Bearer JWT is refused. */
  | "apiKeyOrSession"
  /** The operator's other services: `Authorization: Bearer <INTERNAL_API_TOKEN>`, nothing else. */
  | "internal"
  /** An identity provider at `/scim/v2`: `Authorization: Bearer scim_…`, nothing else. */
  | "scim";

/** The auditor portal keeps the auditor JWT in this httpOnly cookie. */
export const AUDITOR_COOKIE = "cp_auditor";

const ADMITS: Record<Exclude<AuthMode, "none" | "internal" | "scim">, Caller["kind"][]> = {
  customer: ["customer"],
  auditor: ["auditor"],
  apiKey: ["apiKey"],
  customerOrApiKey: ["customer", "apiKey"],
  customerOrAuditor: ["customer", "auditor"],
  apiKeyOrSession: ["apiKey", "customer"],
};

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Resolves the caller from, in order: an API key (X-API-Key, or a Bearer value starting `cpk_`), a
 * Bearer JWT, the console's next-auth session cookie, the auditor portal cookie. A presented but
 * bad credential is 401; a good credential of the wrong scope is 403 (docs/api.md §4). An API key passes only
 * if its scope is one of `keyScopes`, the route's `routeKeyScopes` (lib/http/route-spec.ts): none by default.
 */
export async function authenticate(request: Request, mode: AuthMode, db: () => Db, now: Date, keyScopes: readonly ApiKeyScope[] = []): Promise<Caller> {
  if (mode === "none") return { kind: "anonymous" };
  if (mode === "internal") return authenticateInternal(request);
  if (mode === "scim") return authenticateScim(request, db, now);
  const caller = await resolve(request, mode, db, now);
  if (!caller) throw new ServiceError("unauthorized");
  if (caller.kind === "apiKey") {
    if (keyScopes.includes(caller.scope)) return caller;
    throw new ServiceError("forbidden", keyScopeMessage(mode, caller.scope, keyScopes));
  }
  if (!ADMITS[mode].includes(caller.kind) || (mode === "apiKeyOrSession" && caller.kind === "customer" && caller.via !== "session")) {
    throw new ServiceError("forbidden", forbiddenMessage(mode));
  }
  return caller;
}

/**
 * `Authorization: Bearer <INTERNAL_API_TOKEN>`, compared in constant time. Internal routes are off (403)
 * while the variable is unset, so a fresh install never exposes an unauthenticated way in. No other
 * credential is looked at: a customer's JWT is just a wrong token (401).
 */
function authenticateInternal(request: Request): Caller {
  const expected = config.internalApiToken;
  if (!expected) throw new ServiceError("forbidden", "This internal route is disabled: INTERNAL_API_TOKEN is not set.");
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match || !constantTimeEqual(match[1], expected)) {
    throw new ServiceError("unauthorized", "A valid internal API token is required.");
  }
  return { kind: "internal" };
}

/** A SCIM token of the account (docs/api.md "SCIM"); no other credential reaches `/scim/v2`, and none of them is one. */
async function authenticateScim(request: Request, db: () => Db, now: Date): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) throw new ServiceError("unauthorized", "A SCIM token is required: `Authorization: Bearer scim_…`.");
  const found = await verifyScimToken(db(), match[1], now);
  if (!found) throw new ServiceError("unauthorized", "The SCIM token is invalid or has been revoked.");
  return { kind: "scim", ...found };
}

async function resolve(request: Request, mode: AuthMode, db: () => Db, now: Date): Promise<Caller | undefined> {
  const headers = request.headers;
  const authorization = headers.get("authorization");
  let bearer: string | undefined;
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new ServiceError("unauthorized", "The Authorization header must be `Bearer <token>`.");
    bearer = match[1];
  }
  const apiKey = headers.get("x-api-key") ?? (bearer?.startsWith(API_KEY_PREFIX) ? bearer : undefined);
  if (apiKey) {
    const found = await verifyApiKey(db(), apiKey.trim(), now);
    if (!found) throw new ServiceError("unauthorized", "The API key is invalid or has been revoked.");
    return { kind: "apiKey", ...found };
  }
  if (bearer) {
    const claims = await verifyToken(bearer, now);
    if (!claims) throw new ServiceError("unauthorized", "The access token is invalid or has expired.");
    if (claims.scope === "auditor") return { kind: "auditor", invitationId: claims.sub, auditId: claims.aud_id, accountId: claims.acc };
    return member(db(), { userId: claims.sub, accountId: claims.acc, sessionId: claims.sid }, "jwt", now);
  }
  const cookieHeader = headers.get("cookie");
  if (!cookieHeader) return undefined;
  // Browsers may carry both cookies; prefer the one this route admits, else report the other (403).
  const fromSession = async (): Promise<Caller | undefined> => {
    const session = await decodeSessionToken(sessionTokenFromCookieHeader(cookieHeader));
    return session && member(db(), session, "session", now);
  };
  const fromAuditorCookie = async (): Promise<Caller | undefined> => {
    const token = readCookie(cookieHeader, AUDITOR_COOKIE);
    const claims = token ? await verifyToken(token, now) : undefined;
    return claims?.scope === "auditor" ? { kind: "auditor", invitationId: claims.sub, auditId: claims.aud_id, accountId: claims.acc } : undefined;
  };
  const order = mode === "auditor" ? [fromAuditorCookie, fromSession] : [fromSession, fromAuditorCookie];
  for (const attempt of order) {
    const caller = await attempt();
    if (caller) {
      assertSameOrigin(request);
      return caller;
    }
  }
  return undefined;
}

/** A member's session, checked live (revoked, expired, deactivated: 401) with their current role. */
async function member(db: Db, ids: { userId: string; accountId: string; sessionId: string }, via: "jwt" | "session", now: Date): Promise<Caller> {
  const found = await loadMember(db, ids, now);
  if (!found) throw new ServiceError("unauthorized", "The session has ended (signed out, revoked, or the member deactivated); sign in again.");
  const caller: Caller = {
    kind: "customer",
    userId: ids.userId,
    accountId: ids.accountId,
    via,
    role: found.role,
    sessionId: ids.sessionId,
    tier: found.tier,
    profile: found.profile,
  };
  // The route wrapper refuses such a member everywhere but the few routes that let them enrol (lib/http/handle.ts).
  if (found.secondFactorMissing) caller.secondFactorMissing = true;
  return caller;
}

/**
 * Cookie-authenticated writes must come from our own pages: the session cookie is SameSite=Lax
 * already, and this refuses any cross-site browser request that still carries it. An opaque
 * origin (`Origin: null`: sandboxed frames, data: URLs, some redirects) is never one of our pages.
 * Requests without Origin or Sec-Fetch-Site (non-browser clients) pass; Bearer and API-key callers
 * never reach this check.
 */
function assertSameOrigin(request: Request): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new ServiceError("forbidden", "Cross-site requests may not use the session cookie.");
  }
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const allowed = new Set([new URL(config.appUrl).origin, new URL(request.url).origin]);
    if (!allowed.has(origin)) throw new ServiceError("forbidden", "Cross-site requests may not use the session cookie.");
  }
}

function keyScopeMessage(mode: AuthMode, scope: ApiKeyScope, admitted: readonly ApiKeyScope[]): string {
  if (admitted.length === 0) return forbiddenMessage(mode);
  if (scope === "read_only") return "This API key is read-only.";
  if (scope === "documents") return "This API key reaches the document routes only; create a key with the read-only or full scope.";
  return `This route takes API keys of the ${admitted.map((s) => `\`${s}\``).join(" or ")} scope only.`;
}

function forbiddenMessage(mode: AuthMode): string {
  switch (mode) {
    case "auditor":
      return "This route is for auditors; use the auditor token from accept-invitation.";
    case "apiKey":
    case "apiKeyOrSession":
      return "This route needs an API key (X-API-Key).";
    default:
      return "This credential's scope may not access this route.";
  }
}
