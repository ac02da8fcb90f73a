import type { z } from "zod";
import type { ApiKeyScope } from "@/db/accounts";
import type { Role, Tier } from "@/lib/vocabulary";
import type { AuthMode } from "./authenticate";
import type { RawBytes, RawStream } from "./body";
import type { RateLimitClass } from "./rate-limit";

/** `scim`: the body as is, `application/scim+json`, errors as SCIM Error messages (RFC 7644 §3.12; docs/api.md "SCIM"). */
export type Envelope = "standard" | "audit" | "scim";

/** One documented response body. Without `schema` the body is binary (a file). */
export interface ResponseBody {
  schema?: z.ZodType;
  description?: string;
  /** Overrides the example sampled from the schema. */
  example?: unknown;
}

/** A response header documented on one response (X-Request-Id and Retry-After are added everywhere they apply). */
export interface ResponseHeader {
  description: string;
  required?: boolean;
  example?: string;
}

/**
 * A response the family's JSON envelope does not describe, or a second success status. Either
 * `data` (enveloped like the route's success) or `content` (the whole body per media type).
 */
export interface ResponseSpec {
  description: string;
  data?: z.ZodType;
  content?: Record<string, ResponseBody>;
  headers?: Record<string, ResponseHeader>;
  /** Carries `Retry-After` seconds (components.headers.RetryAfter). */
  retryAfter?: boolean;
  /** Example of `data` (enveloped) when `data` is given. */
  example?: unknown;
}

/**
 * A body the wrapper reads but does not parse. By default it is read whole (up to `bodyLimit`) and
 * handed over as bytes with the headers (signed webhooks: `input.raw` is RawBytes); with `stream: true`
 * it is handed over unread as a stream capped at `bodyLimit` (uploads: `input.raw` is RawStream).
 * `schema` documents what the service then parses (it answers 400 `validation_failed` like the wrapper).
 */
export interface RawBodySpec {
  contentType: string;
  description: string;
  schema?: z.ZodType;
  stream?: boolean;
}

/** What `handle()` hands the service for a spec's `rawBody`. */
export type RawOf<W> = W extends { stream: true } ? RawStream : W extends RawBodySpec ? RawBytes : undefined;

/** Security schemes the document declares (lib/openapi/components.ts). */
export type SecuritySchemeName = "customerJwt" | "consoleSession" | "auditorJwt" | "apiKey" | "internalToken" | "scimToken";

/**
 * Everything about a route that both the handler and the OpenAPI document need. Specs live beside
 * their domain (`lib/<domain>/routes.ts`); the handler and the document read the same object.
 */
export interface RouteSpec<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  W extends RawBodySpec | undefined = RawBodySpec | undefined,
> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. `/api/v1/audits/{id}`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthMode;
  body?: B;
  query?: Q;
  params?: P;
  /** Response `data` schema, for the document only. */
  response?: z.ZodType;
  /** Success status (default 200). */
  status?: number;
  envelope?: Envelope;
  rateLimit?: RateLimitClass;
  /** Max request body bytes (default 1 MiB), JSON or raw; 413 `payload_too_large` beyond it. */
  bodyLimit?: number;
  /** Body not parsed by the wrapper (signed webhooks, multipart uploads): see RawBodySpec. */
  rawBody?: W;
  /** Request headers the service reads itself (e.g. `Stripe-Signature`), for the document. */
  headers?: z.ZodType;
  /** True when the response is a list with `pagination`. */
  paginated?: boolean;
  /**
   * The plan the route needs (docs/api.md §6). The service enforces it; the wrapper checks it only
   * when the request is malformed, so a caller below the plan hears about the plan first.
   */
  tier?: Tier;
  /**
   * The least role a member (or what an API key's scope grants) needs (docs/api.md §4). Default for routes that admit
   * members: `viewer` for GET, `member` for writes (`routeRole`).
   */
  role?: Role;
  /**
   * Reachable by a member whose account requires two-factor authentication while their session has none (me, 2FA
   * setup, sessions): every other member route answers 403 `two_factor_enrollment_required` (docs/api.md §4).
   */
  allowWithoutSecondFactor?: boolean;
  /**
   * The API key scopes the route admits, where its auth mode takes keys (docs/api.md §4); default `routeKeyScopes`:
   * `read_only` and `full` for a GET, `full` for a write. The document routes add `documents`. authenticate() refuses
   * any other scope (403) and lib/openapi/operation.ts writes the operation's sentence from the same list.
   */
  keyScopes?: readonly ApiKeyScope[];
  /** Extra documented error statuses beyond the ones implied by auth and body. */
  errors?: number[];
  /**
   * Responses documented as given instead of derived: a success that is not the envelope (health,
   * this document, downloads, Stripe's acknowledgement), a second success status (202), or an error
   * status with its own body (health's 503).
   */
  responses?: Record<number, ResponseSpec>;
  /** Documented security in place of the one `auth` implies (no route needs it today; `auth: "internal"` is documented as internalToken). */
  security?: SecuritySchemeName[];
  /** False for the few routes that never touch the database (so they never answer 503 for it). Default true. */
  database?: boolean;
  /** The handler does not go through `handle()` (health): only `responses` are documented, no wrapper errors. */
  unwrapped?: boolean;
  /** Examples for the document; sampled from the schemas where absent. `body`: the request body; `data`: the success `data`. */
  examples?: { body?: unknown; data?: unknown };
}

export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  W extends RawBodySpec | undefined = undefined,
>(spec: RouteSpec<B, Q, P, W>): RouteSpec<B, Q, P, W> {
  return spec;
}

/** What every route of one domain shares: its tags, its usual auth mode and the plan it needs (docs/api.md §6). */
export interface DomainDefaults {
  tags: string[];
  auth: AuthMode;
  tier?: Tier;
  /** The least role for every route of the domain (e.g. `admin` for billing and API keys); a spec may say otherwise. */
  role?: Role;
  /** The API key scopes of every route of the domain (`RouteSpec.keyScopes`): `[]` where only a person may call (notifications, my work). */
  keyScopes?: readonly ApiKeyScope[];
  /** False where the domain's writes need a person, never an API key (an audit's activity names who made each change). */
  keyWrites?: false;
}

/** A spec written inside a domain: `tags`, `auth` and `tier` come from the domain unless the spec says otherwise. */
export type DomainRouteSpec<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  W extends RawBodySpec | undefined = undefined,
> = Omit<RouteSpec<B, Q, P, W>, "tags" | "auth" | "tier"> & Partial<Pick<RouteSpec<B, Q, P, W>, "tags" | "auth" | "tier">>;

const MEMBER_MODES = new Set<AuthMode>(["customer", "customerOrApiKey", "customerOrAuditor", "apiKeyOrSession"]);

/** Auth modes that take an API key (X-API-Key): every one of them checks the key's scope against `routeKeyScopes`. */
const KEY_MODES = new Set<AuthMode>(["customer", "customerOrApiKey", "customerOrAuditor", "apiKey", "apiKeyOrSession"]);

/** Whether a route of this auth mode looks at an API key at all (then `routeKeyScopes` decides which). */
export function takesApiKeys(auth: AuthMode): boolean {
  return KEY_MODES.has(auth);
}

/**
 * The API key scopes a route admits (docs/api.md §4): none where the mode takes no key; else the spec's `keyScopes`,
 * or by default `read_only` and `full` for a GET and `full` for a write. A `read_only` key never writes, whatever a
 * spec says: it is dropped from the scopes of every other method.
 */
export function routeKeyScopes(spec: Pick<RouteSpec, "auth" | "method" | "keyScopes">): readonly ApiKeyScope[] {
  if (!takesApiKeys(spec.auth)) return [];
  const scopes = spec.keyScopes ?? (spec.method === "GET" ? ["read_only", "full"] : ["full"]);
  return spec.method === "GET" ? scopes : scopes.filter((scope) => scope !== "read_only");
}

/** The least role a route asks of a member or an API key (undefined for routes no member calls). */
export function routeRole(spec: Pick<RouteSpec, "auth" | "method" | "role">): Role | undefined {
  if (!MEMBER_MODES.has(spec.auth)) return undefined;
  return spec.role ?? (spec.method === "GET" ? "viewer" : "member");
}

/**
 * `defineRoute` for one domain: each spec gets the domain's tags, auth and tier, so the plan a domain
 * needs is written once (in `lib/<domain>/plan.ts`). A spec may override any of them; an explicit
 * `tier: undefined` leaves the route ungated (the auditor's accept-invitation checks the plan itself).
 */
export function domainRoutes(defaults: DomainDefaults) {
  return function defineDomainRoute<
    B extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    P extends z.ZodType | undefined = undefined,
    W extends RawBodySpec | undefined = undefined,
  >(spec: DomainRouteSpec<B, Q, P, W>): RouteSpec<B, Q, P, W> {
    const { keyWrites, ...shared } = defaults;
    const merged: RouteSpec<B, Q, P, W> = { ...shared, ...spec } as RouteSpec<B, Q, P, W>;
    if ("tier" in spec && spec.tier === undefined) delete merged.tier;
    if (keyWrites === false && spec.method !== "GET" && spec.keyScopes === undefined) merged.keyScopes = [];
    return defineRoute(merged);
  };
}

/** A route handler that carries its spec, so the test harness can check its answers against the document. */
export type SpecifiedHandler<H> = H & { readonly spec: RouteSpec };

/** Attaches `spec` to a handler (non-enumerable, so Next sees a plain function). `handle()` does this for every route. */
export function attachRouteSpec<H extends (...args: never[]) => unknown>(handler: H, spec: RouteSpec): SpecifiedHandler<H> {
  Object.defineProperty(handler, "spec", { value: spec, enumerable: false, configurable: true });
  return handler as SpecifiedHandler<H>;
}

export function routeSpecOf(handler: unknown): RouteSpec | undefined {
  return (handler as { spec?: RouteSpec } | null)?.spec;
}
