import { ServiceError } from "@/lib/errors";

/**
 * File storage could not be used (unreachable, timed out, refused): a 503 `service_unavailable` with `Retry-After`,
 * which lib/http/respond.ts answers like any ServiceError. Only routes that touch files meet it; the rest of the
 * service keeps working.
 */
export class StorageUnavailableError extends ServiceError {
  constructor(
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(
      "service_unavailable",
      `File storage is temporarily unavailable. Retry in ${retryAfterSeconds} s.`,
      { retryAfter: retryAfterSeconds },
      { "Retry-After": String(retryAfterSeconds) },
    );
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

/** Failures that say the store cannot be reached at all (rather than one request going wrong): these open the breaker. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "ESTALE",
  "ENOTCONN",
  "EIO",
]);

/** Whether `error` says the store is unreachable (connection refused, timeouts, a 5xx from the bucket, a lost mount). */
export function isUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
    if (typeof e.code === "string" && UNREACHABLE.has(e.code)) return true;
    if (e.name === "TimeoutError" || e.name === "AbortError") return true;
    if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
