import type { z } from "zod";
import { assertTier, requireRole } from "@/lib/context/guards";
import { accountIdOf, type Caller, type Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { getLogger, type Logger } from "@/lib/log";
import { authenticate } from "./authenticate";
import { JSON_BODY_LIMIT, readBodyLimited, readJsonBody, streamBodyLimited } from "./body";
import { clientAddress } from "./client-address";
import { addressBucket, consumeRateLimit } from "./rate-limit";
import type { Reply } from "./reply";
import { errorResponse, successResponse } from "./respond";
import { attachRouteSpec, routeKeyScopes, routeRole, type RawBodySpec, type RawOf, type RouteSpec } from "./route-spec";
import { requestIdOf } from "./request-id";
import { parseOrThrow } from "./validate";
import { assertStorableText, findBadText } from "@/lib/schemas/text-guard";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<B, Q, P, W = undefined> {
  body: B;
  query: Q;
  params: P;
  /** The spec's `rawBody`, read (RawBytes) or ready to stream (RawStream): what services get instead of the Request. */
  raw: W;
  /** For the route file only (e.g. `clientAddress(request)`); services never take it. */
  request: Request;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The shared route wrapper: request id, rate limit, caller, body/query/path validation, then one
 * service call, then the family's envelope or the error envelope (docs/api.md §1, §2). Route files hold nothing else.
 */
export function handle<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  R,
  W extends RawBodySpec | undefined = undefined,
>(spec: RouteSpec<B, Q, P, W>, fn: (ctx: Ctx, input: HandlerInput<Out<B>, Out<Q>, Out<P>, RawOf<W>>) => Promise<R | Reply<R> | Response>) {
  const envelope = spec.envelope ?? "standard";
  const successStatus = spec.status ?? 200;
  const rateLimit = spec.rateLimit ?? "api";
  const requiredRole = routeRole(spec);
  const keyScopes = routeKeyScopes(spec);
  return attachRouteSpec(async function routeHandler(request: Request, context?: NextRouteContext): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(request);
    const log = getLogger();
    let caller: Caller = { kind: "anonymous" };
    let response: Response;
    try {
      const now = new Date();
      try {
        caller = await authenticate(request, spec.auth, getDb, now, keyScopes);
      } catch (authError) {
        // Failed credentials count against the client address, so guessing is throttled too.
        if (rateLimit !== "none") await consumeRateLimit("api", `ip:${addressBucket(clientAddress(request))}`);
        throw authError;
      }
      // "auth" routes also limit each credential check per address and target, in their service.
      if (rateLimit !== "none") await consumeRateLimit("api", rateKey(caller, request));
      // The role gate (docs/api.md §4), before anything is read: the services check it again for pages.
      if (requiredRole && (caller.kind === "customer" || caller.kind === "apiKey")) requireRole({ caller } as Ctx, requiredRole);
      // The account requires two-factor authentication (docs/api.md §4): a password-only session reaches only enrolment.
      if (caller.kind === "customer" && caller.secondFactorMissing && !spec.allowWithoutSecondFactor) throw new ServiceError("two_factor_enrollment_required");
      let params: unknown, query: unknown, body: unknown, raw: unknown;
      try {
        const rawParams = await pathParamsOf(context);
        params = spec.params ? parsePath(spec.params, rawParams) : rawParams;
        query = spec.query ? parseOrThrow(spec.query, queryOf(request)) : undefined;
        const bodyLimit = spec.bodyLimit ?? JSON_BODY_LIMIT;
        if (spec.rawBody)
          raw = spec.rawBody.stream ? streamBodyLimited(request, bodyLimit) : { bytes: await readBodyLimited(request, bodyLimit), headers: request.headers };
        else if (spec.body) body = parseOrThrow(spec.body, await readJsonBody(request, bodyLimit));
      } catch (inputError) {
        const accountId = accountIdOf(caller);
        if (spec.tier && accountId) await assertTier(getDb(), accountId, spec.tier);
        throw inputError;
      }
      let childLog: Logger | undefined;
      const ctx: Ctx = {
        db: getDb(),
        caller,
        now: () => now,
        requestId,
        // Most requests never log; a pino child per request would be work for nothing.
        get log() {
          return (childLog ??= log.child({ requestId }));
        },
      };
      const result = await fn(ctx, { body, query, params, raw, request } as HandlerInput<Out<B>, Out<Q>, Out<P>, RawOf<W>>);
      response = successResponse(result, envelope, successStatus, requestId);
    } catch (error) {
      response = errorResponse(error, requestId, log, envelope);
    }
    if (log.isLevelEnabled("info")) {
      log.info(
        {
          requestId,
          method: request.method,
          path: new URL(request.url).pathname,
          status: response.status,
          ms: Math.round(performance.now() - started),
          caller: caller.kind,
        },
        "request",
      );
    }
    return response;
  }, spec);
}

/**
 * Path parameters as Next decoded them. A segment that cannot be decoded, or that holds text no row
 * can contain (NUL, lone surrogate), names nothing: 404, like an unknown id.
 */
async function pathParamsOf(context: NextRouteContext | undefined): Promise<Record<string, string | string[] | undefined>> {
  let raw: Record<string, string | string[] | undefined>;
  try {
    raw = context?.params ? await context.params : {};
  } catch {
    throw ServiceError.notFound();
  }
  if (findBadText(raw).length > 0) throw ServiceError.notFound();
  return raw;
}

/** The query as a flat object; `%ZZ` stays literal (URLSearchParams never throws), `%00` is refused by name. */
function queryOf(request: Request): Record<string, string> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  assertStorableText(query);
  return query;
}

/** A path id that cannot name anything names nothing in the caller's account: 404, like an unknown one. */
function parsePath<P extends z.ZodType>(schema: P, raw: unknown): z.output<P> {
  const result = schema.safeParse(raw);
  if (!result.success) throw ServiceError.notFound();
  return result.data;
}

function rateKey(caller: Caller, request: Request): string {
  switch (caller.kind) {
    case "customer":
      return `u:${caller.userId}`;
    case "apiKey":
      return `k:${caller.apiKeyId}`;
    case "auditor":
      return `a:${caller.invitationId}`;
    case "scim":
      return `s:${caller.tokenId}`;
    default:
      return `ip:${addressBucket(clientAddress(request))}`;
  }
}
