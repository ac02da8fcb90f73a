/** Thrown instead of querying while the circuit breaker is open: the database just failed to connect. */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor(readonly retryAfterMs: number) {
    super("The database is unreachable; failing fast until the next probe.");
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * Failures that say the database cannot be reached at all: new connections are refused, time out,
 * or the server is not accepting them yet. These open the circuit breaker.
 */
const UNREACHABLE = new Set([
  "DATABASE_UNAVAILABLE",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT", // postgres-js: connect_timeout elapsed
  "57P03", // cannot_connect_now (starting up, shutting down, recovering)
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
]);

/**
 * Failures of one connection or one statement that a retry may not meet: a lost connection, a server
 * shutting down, a full server, a statement cancelled by statement_timeout. The request answers 503,
 * but one lost connection (e.g. a terminated backend) does not fail every other request.
 */
const TRANSIENT = new Set([
  "ECONNRESET",
  "EPIPE",
  "ECONNABORTED",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57014", // query_canceled: statement_timeout
  "53300", // too_many_connections
]);

export type DatabaseFailure = "unreachable" | "transient";

/**
 * Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) is the database
 * being unavailable rather than a bug or a constraint: any SQLSTATE of class 08 counts too.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNREACHABLE.has(code)) return "unreachable";
      if (TRANSIENT.has(code) || code.startsWith("08")) return "transient";
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
