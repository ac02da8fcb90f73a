import { databaseRetryAfterSeconds } from "@/lib/db/client";
import { DatabaseUnavailableError, databaseFailureOf } from "@/lib/db/unavailable";
import { ServiceError, isServiceError } from "@/lib/errors";
import type { Logger } from "@/lib/log";
import { isPage } from "@/lib/pagination";
import { RawJson, Reply } from "./reply";
import type { Envelope } from "./route-spec";
import { hstsHeaders } from "./security-headers";

/** Applied to every API response: the API never renders HTML and never caches per-user data. */
const API_HEADERS: Record<string, string> = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

/** The API's header set for this response: the fixed headers plus HSTS when APP_URL is https. */
function apiHeaders(): Record<string, string> {
  return { ...API_HEADERS, ...hstsHeaders() };
}

export function jsonResponse(body: unknown, status: number, requestId: string, extra?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...apiHeaders(), "x-request-id": requestId, ...extra },
  });
}

/** Maps a service result to the family's envelope (docs/api.md §1). */
export function successResponse(result: unknown, envelope: Envelope, status: number, requestId: string): Response {
  if (result instanceof Response) {
    result.headers.set("x-request-id", requestId);
    for (const [key, value] of Object.entries(apiHeaders())) {
      if (key !== "content-type" && !result.headers.has(key)) result.headers.set(key, value);
    }
    return result;
  }
  if (result instanceof RawJson) {
    return new Response(result.body(envelope) as BodyInit, { status, headers: { ...apiHeaders(), "x-request-id": requestId } });
  }
  let headers: Record<string, string> | undefined;
  if (result instanceof Reply) {
    status = result.status;
    headers = result.headers;
    result = result.data;
  }
  if (envelope === "scim") return scimResponse(result, status, requestId, headers);
  const base = envelope === "audit" ? {} : { success: true };
  const body = isPage(result) ? { ...base, data: result.items, pagination: result.pagination } : { ...base, data: result };
  return jsonResponse(body, status, requestId, headers);
}

/** SCIM answers the resource itself (RFC 7644 §3), as `application/scim+json`; 204 has no body. */
function scimResponse(result: unknown, status: number, requestId: string, extra?: Record<string, string>): Response {
  const headers = { ...apiHeaders(), "content-type": SCIM_CONTENT_TYPE, "x-request-id": requestId, ...extra };
  if (status === 204) {
    delete (headers as Record<string, string | undefined>)["content-type"];
    return new Response(null, { status, headers });
  }
  return new Response(JSON.stringify(result), { status, headers });
}

export const SCIM_CONTENT_TYPE = "application/scim+json; charset=utf-8";
export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** `scimType` (RFC 7644 §3.12) a service names in `details.scimType`, else the one the code implies. */
function scimTypeOf(error: ServiceError): string | undefined {
  const named = (error.details as { scimType?: unknown } | undefined)?.scimType;
  if (typeof named === "string") return named;
  if (error.code === "validation_failed") return "invalidValue";
  if (error.code === "invalid_json") return "invalidSyntax";
  if (error.code === "email_taken") return "uniqueness";
  return undefined;
}

/** The single place where errors become responses. Nothing internal (stack, SQL, paths) leaves. */
export function errorResponse(error: unknown, requestId: string, log: Logger, envelope: Envelope = "standard"): Response {
  const serviceError = isServiceError(error) ? error : toServiceError(error);
  if (serviceError.code === "internal_error") {
    log.error({ err: error, requestId }, "unhandled error");
  } else if (serviceError.code === "service_unavailable" && !isServiceError(error) && !refusedByBreaker(error)) {
    // The breaker logs an outage once; this is a failure that reached the driver.
    log.warn({ err: error, requestId }, "database unavailable");
  }
  if (envelope === "scim") {
    const scimType = scimTypeOf(serviceError);
    const scimBody = { schemas: [SCIM_ERROR_SCHEMA], status: String(serviceError.status), ...(scimType ? { scimType } : {}), detail: serviceError.message };
    return new Response(JSON.stringify(scimBody), {
      status: serviceError.status,
      headers: { ...apiHeaders(), "content-type": SCIM_CONTENT_TYPE, "x-request-id": requestId, ...serviceError.headers },
    });
  }
  const body = {
    success: false,
    error: {
      code: serviceError.code,
      message: serviceError.message,
      ...(serviceError.details !== undefined ? { details: serviceError.details } : {}),
    },
  };
  return jsonResponse(body, serviceError.status, requestId, serviceError.headers);
}

/**
 * Database errors that reach the edge: a constraint is the caller's conflict, not our crash; an
 * unreachable, hung or overloaded database is a 503 the client may retry after `Retry-After` (its
 * transaction rolled back or never started; only a COMMIT whose answer was lost is in doubt).
 */
function toServiceError(error: unknown): ServiceError {
  // drizzle wraps the driver's error; the SQLSTATE sits on it or on its cause.
  const withCode = error as { code?: string; cause?: { code?: string } } | null;
  const code = withCode?.code ?? withCode?.cause?.code;
  if (code === "23505") return new ServiceError("conflict", "A resource with these values already exists.");
  if (databaseFailureOf(error)) {
    const retryAfter = retryAfterSeconds(error);
    return new ServiceError(
      "service_unavailable",
      `The database is temporarily unavailable. Retry in ${retryAfter} s.`,
      { retryAfter },
      { "Retry-After": String(retryAfter) },
    );
  }
  return new ServiceError("internal_error", `An unexpected error occurred. Quote the request id when reporting it.`);
}

function refusedByBreaker(error: unknown): DatabaseUnavailableError | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (error instanceof DatabaseUnavailableError) return error;
  return cause instanceof DatabaseUnavailableError ? cause : undefined;
}

function retryAfterSeconds(error: unknown): number {
  const refused = refusedByBreaker(error);
  return refused ? Math.max(1, Math.ceil(refused.retryAfterMs / 1000)) : databaseRetryAfterSeconds();
}
