import type { z } from "zod";
import { assertTier } from "@/lib/auth/guards";
import { accountIdOf, type Caller, type Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { getLogger, type Logger } from "@/lib/log";
import { authenticate } from "./authenticate";
import { JSON_BODY_LIMIT, readJsonBody } from "./body";
import { clientAddress, consumeRateLimit } from "./rate-limit";
import { errorResponse, successResponse, type Reply } from "./respond";
import type { RouteSpec } from "./route-spec";
import { requestIdOf } from "./request-id";
import { parseOrThrow } from "./validate";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  request: Request;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The shared route wrapper: request id, rate limit, caller, body/query/path validation, then one
 * service call, then the family's envelope or the contract's error. Route files hold nothing else.
 */
export function handle<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined, R>(
  spec: RouteSpec<B, Q, P>,
  fn: (ctx: Ctx, input: HandlerInput<Out<B>, Out<Q>, Out<P>>) => Promise<R | Reply<R> | Response>,
) {
  const envelope = spec.envelope ?? "standard";
  const successStatus = spec.status ?? 200;
  const rateLimit = spec.rateLimit ?? "api";
  return async function routeHandler(request: Request, context?: NextRouteContext): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(request);
    const log = getLogger();
    let caller: Caller = { kind: "anonymous" };
    let response: Response;
    try {
      const now = new Date();
      if (rateLimit === "auth") await consumeRateLimit("auth", clientAddress(request));
      try {
        caller = await authenticate(request, spec.auth, getDb, now);
      } catch (authError) {
        // Failed credentials count against the client address, so guessing is throttled too.
        if (rateLimit !== "none") await consumeRateLimit("api", clientAddress(request));
        throw authError;
      }
      if (rateLimit === "api") await consumeRateLimit("api", rateKey(caller, request));
      let params: unknown, query: unknown, body: unknown;
      try {
        const rawParams = context?.params ? await context.params : {};
        params = spec.params ? parsePath(spec.params, rawParams) : rawParams;
        query = spec.query ? parseOrThrow(spec.query, Object.fromEntries(new URL(request.url).searchParams)) : undefined;
        body = spec.body && !spec.rawBody ? parseOrThrow(spec.body, await readJsonBody(request, spec.bodyLimit ?? JSON_BODY_LIMIT)) : undefined;
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
      const result = await fn(ctx, { body, query, params, request } as HandlerInput<Out<B>, Out<Q>, Out<P>>);
      response = successResponse(result, envelope, successStatus, requestId);
    } catch (error) {
      response = errorResponse(error, requestId, log);
    }
    if (log.isLevelEnabled("info")) {
      log.info(
        { requestId, method: request.method, path: new URL(request.url).pathname, status: response.status, ms: Math.round(performance.now() - started), caller: caller.kind },
        "request",
      );
    }
    return response;
  };
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
    default:
      return `ip:${clientAddress(request)}`;
  }
}
