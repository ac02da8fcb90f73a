import "server-only";
import postgres from "postgres";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { config } from "@/lib/config";
import { getLogger } from "@/lib/log";
import { CircuitBreaker } from "./breaker";
import { SocketWatch, type SocketTarget } from "./socket-watch";
import { databaseFailureOf } from "./unavailable";

export type Db = PostgresJsDatabase;
/** A transaction handle; services accept either so a verb can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

interface Connection {
  url: string;
  sql: postgres.Sql;
  db: Db;
  breaker: CircuitBreaker;
  watch: SocketWatch;
}

// Kept on globalThis so Next's dev reloads and route bundles share one pool per process.
const globalKey = Symbol.for("compliance-platform.db");
type Holder = { [globalKey]?: Connection };

/** The process-wide database, connected on first use (never at import, so `next build` stays offline). */
export function getDb(): Db {
  const holder = globalThis as Holder;
  const url = config.databaseUrl;
  const existing = holder[globalKey];
  if (existing && existing.url === url) return existing.db;
  if (existing) void retire(existing, 1);
  const connection = connect(url);
  holder[globalKey] = connection;
  return connection.db;
}

export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const existing = holder[globalKey];
  holder[globalKey] = undefined;
  if (existing) await retire(existing, 5);
}

/** Seconds a client should wait before retrying while the database is unavailable (Retry-After). */
export function databaseRetryAfterSeconds(): number {
  const existing = (globalThis as Holder)[globalKey];
  const ms = existing ? existing.breaker.retryAfterMs() : config.database.breakerCooldownMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

function retire(connection: Connection, timeoutSeconds: number): Promise<void> {
  connection.watch.stop();
  return connection.sql.end({ timeout: timeoutSeconds });
}

/**
 * One pool with the outage behaviour of the README's "Database outages": bounded connects,
 * server-side statement and idle-in-transaction timeouts (PostgreSQL applies them as startup
 * parameters; PGlite ignores startup parameters, and must not get them as SET: it hangs on
 * idle_in_transaction_session_timeout), a watch on hung sockets, and a circuit breaker.
 */
function connect(url: string): Connection {
  const settings = config.database;
  const statementTimeoutMs = settings.statementTimeoutMs;
  const log = getLogger().child({ component: "db" });
  const breaker = new CircuitBreaker({
    cooldownMs: settings.breakerCooldownMs,
    // A probe ends by connect_timeout or by the socket watch's deadline; past that, another may probe.
    probeLeaseMs: settings.connectTimeoutMs + statementTimeoutMs + 3_000,
    onChange(state, reason) {
      if (state === "open") log.warn({ err: reason }, "database unreachable: requests answer 503 until a probe reaches it");
      else log.info("database reachable again");
    },
    // Queries still waiting for a connection would otherwise wait for one connect attempt each;
    // postgres-js removes a query that was never sent from its queue, so nothing of it runs later.
    onFailure() {
      for (const query of queued) if (query.state == null) void query.cancel?.()?.catch(() => {});
    },
  });
  const queued = new Set<PendingQuery>();
  const graceMs = Math.min(2_000, statementTimeoutMs);
  const stalledMs = statementTimeoutMs ? Math.min(settings.connectTimeoutMs, statementTimeoutMs) : Number.POSITIVE_INFINITY;
  const watch = new SocketWatch({
    silentMs: statementTimeoutMs || Number.POSITIVE_INFINITY,
    deadlineMs: statementTimeoutMs ? statementTimeoutMs + graceMs : Number.POSITIVE_INFINITY,
    onUnresponsive(destroyed) {
      log.warn({ destroyed }, "database stopped answering: dropped its silent connections");
      breaker.failure(new Error("database connection silent past the statement timeout"));
    },
    stalledMs,
    onStalled: () => void checkStalled(),
  });
  // Stalled pool: is the database there? Asked on a connection of its own, at most once per
  // cool-down. Not with one connection (the embedded database): it serves no second one to ask on.
  let checking = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  const checkStalled = async () => {
    if (checking || config.databasePoolMax < 2 || performance.now() - checkedAt < settings.breakerCooldownMs) return;
    checking = true;
    const dead = await databaseUnreachable(url, settings.connectTimeoutMs);
    checking = false;
    checkedAt = performance.now();
    if (!dead) return;
    const destroyed = watch.destroySilent(stalledMs);
    log.warn({ destroyed }, "database unreachable while queries waited on it: dropped its silent connections");
    breaker.failure(new Error("database unreachable on a fresh connection"));
  };
  // `socket` is a postgres-js option its type declarations leave out.
  const options: postgres.Options<Record<string, postgres.PostgresType>> & { socket: (target: SocketTarget) => unknown } = {
    max: config.databasePoolMax,
    onnotice: () => {},
    connect_timeout: settings.connectTimeoutMs / 1000,
    idle_timeout: settings.idleTimeoutMs / 1000,
    max_lifetime: settings.maxLifetimeMs / 1000,
    // The breaker paces reconnects during an outage; postgres-js's own backoff grows to 20 s and
    // would delay recovery long after the database is back.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    socket: watch.open,
    // 0 sends nothing: PgBouncer refuses unknown startup parameters; set them on the role instead.
    connection: {
      application_name: "compliance-platform",
      ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
      ...(settings.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs } : {}),
    },
  };
  const sql = postgres(url, options);
  const guard: Guard = { breaker, watch, queued };
  return { url, sql, db: drizzle(instrument(sql, guard)), breaker, watch };
}

/**
 * One `select 1` on a fresh connection, outside the pool. True only when the database cannot be
 * reached (refused, or no answer within twice the connect timeout); a server that answers an
 * error is there.
 */
async function databaseUnreachable(url: string, connectTimeoutMs: number): Promise<boolean> {
  const check = postgres(url, {
    max: 1,
    connect_timeout: connectTimeoutMs / 1000,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: "compliance-platform-check" },
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), 2 * connectTimeoutMs)));
  try {
    const outcome = await Promise.race([
      check`select 1`.then(
        () => "up" as const,
        (error: unknown) => error,
      ),
      timedOut,
    ]);
    return outcome === "timeout" || (outcome !== "up" && databaseFailureOf(outcome) === "unreachable");
  } finally {
    clearTimeout(timer);
    void check.end({ timeout: 0 }).catch(() => {});
  }
}

interface Guard {
  breaker: CircuitBreaker;
  watch: SocketWatch;
  /** Queries outside transactions in flight; `state` stays null until one is sent to a connection. */
  queued: Set<PendingQuery>;
}

type PendingQuery = PromiseLike<unknown> & { state?: unknown; cancel?: () => Promise<unknown> | undefined };

/** One transaction (with its savepoints): set once its connection is gone. */
interface TxState {
  lost: boolean;
}

type Client = {
  unsafe: (query: string, params?: unknown[], options?: Record<string, unknown>) => PromiseLike<unknown>;
  begin?: (...args: unknown[]) => Promise<unknown>;
  savepoint?: (...args: unknown[]) => Promise<unknown>;
};

/**
 * What every query of the app passes through, on the pool and inside transactions:
 * - named statements: drizzle sends its queries through `unsafe` as unnamed statements, and
 *   postgres-js describes an unnamed statement with parameters in a round trip of its own before
 *   executing it (and stops pipelining meanwhile): two round trips and two socket writes for every
 *   query. Named statements are described once per connection and then run in one.
 * - the breaker: outside a transaction a query (or a new transaction's BEGIN) is refused at once
 *   while it is open; a transaction already running keeps its connection and finishes on its own.
 * - outcome: a query that reached the server closes the breaker, one that could not reach it opens it.
 * - a transaction whose connection is lost stops there (see `fenced`).
 * Transactions and savepoints get a fresh client from postgres-js, so those are wrapped the same way.
 */
function instrument<T>(client: T, guard: Guard, tx?: TxState): T {
  const c = client as unknown as Client;
  const unsafe = c.unsafe;
  c.unsafe = (query, params, options) => {
    if (tx?.lost) return rejectedQuery(connectionLost());
    if (!tx) {
      try {
        guard.breaker.admit();
      } catch (refused) {
        return rejectedQuery(refused);
      }
    }
    const pending = unsafe(query, params, { ...options, prepare: true }) as PendingQuery;
    if (!tx) guard.queued.add(pending);
    observe(pending, guard, tx);
    return pending;
  };
  for (const key of ["begin", "savepoint"] as const) {
    const original = c[key];
    if (!original) continue;
    // postgres-js sends BEGIN through `sql.unsafe`, i.e. the wrapper above: the breaker and the
    // outcome apply to it like to any query.
    c[key] = (...args: unknown[]) => {
      const state = tx ?? { lost: false };
      const last = args.length - 1;
      const body = args[last] as (inner: unknown) => unknown;
      args[last] = (inner: unknown) => fenced(() => body(instrument(inner, guard, state)), state);
      const pending = original(...args);
      pending.then(undefined, (error: unknown) => {
        // postgres-js rejects a transaction at once when its connection closes (even between two
        // queries), while the callback runs on; from here on the callback must not reach the pool.
        if (databaseFailureOf(error)) state.lost = true;
      });
      return pending;
    };
  }
  return client;
}

/**
 * The callback of a transaction or savepoint, fenced against postgres-js 3.4.9's handling of a lost
 * connection (porsager/postgres#1208, #1216): when the callback settles, postgres-js writes ROLLBACK
 * or COMMIT to the transaction's connection object, which by then has no socket (an uncaught
 * TypeError that ends the process) or has reconnected for another request (ending that request's
 * transaction, committing half of it). So once the connection is lost the callback's result is
 * never handed back: postgres-js writes nothing more, and the server rolls the transaction back
 * when it sees the connection close (or by idle_in_transaction_session_timeout). The caller has
 * its rejection already: postgres-js rejects the transaction itself when the connection closes.
 */
function fenced(run: () => unknown, state: TxState): Promise<unknown> {
  return Promise.resolve()
    .then(run)
    .then(
      (value) => (state.lost ? never() : value),
      (error: unknown) => (state.lost ? never() : Promise.reject(error)),
    );
}

function never(): Promise<never> {
  return new Promise(() => {});
}

function connectionLost(): Error {
  return Object.assign(new Error("The transaction's database connection was lost."), { code: "CONNECTION_CLOSED" });
}

/**
 * Records a query's outcome. Subscribing starts the query a microtask early, which is what awaiting
 * it does anyway; drizzle's `.values()` is set synchronously right after `unsafe` returns. This
 * reaction is registered first, so a transaction is marked lost before its callback sees the error.
 */
function observe(pending: PendingQuery, guard: Guard, tx: TxState | undefined): void {
  const done = guard.watch.begin();
  const settled = () => {
    done();
    guard.queued.delete(pending);
  };
  pending.then(
    () => {
      settled();
      guard.breaker.success();
    },
    (error: unknown) => {
      settled();
      const failure = databaseFailureOf(error);
      // Any answer from the server (a constraint, a syntax error) proves it reachable.
      if (!failure) return guard.breaker.success();
      if (tx && isConnectionLoss(error)) tx.lost = true;
      // A probe that lost its connection did not reach the database either.
      if (failure === "unreachable" || guard.breaker.state !== "closed") guard.breaker.failure(error);
    },
  );
}

/** The error says the connection itself is gone (not a statement timeout or a full server). */
function isConnectionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code !== "57014" && code !== "53300";
}

/** A refused query as its consumers use it: awaited, or through `.values()` (drizzle) or `.execute()` (postgres-js's BEGIN). */
function rejectedQuery(error: unknown): PromiseLike<unknown> {
  const promise = Promise.reject(error);
  return Object.assign(promise, { values: () => promise, raw: () => promise, execute: () => promise });
}
