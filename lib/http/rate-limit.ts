import ipaddr from "ipaddr.js";
import type postgres from "postgres";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { redisClient } from "@/lib/redis/client";

export type RateLimitClass = "api" | "auth" | "none";

/** db/rate-limits.ts; created by a migration, never by the store (`tableCreated: true`). */
const TABLE = "rate_limits";

type StoreRow = { points: number; expire: number | null };

/**
 * rate-limiter-flexible's Postgres store speaks node-postgres (`query({text, values})` answering
 * `{rows, rowCount}`); this gives it the app's own postgres-js pool instead, so the embedded
 * database (one connection) and PostgreSQL behave the same. Every statement is a single
 * autocommitted upsert/select/delete: no transaction is ever held. `expire` is bigint, which
 * postgres-js returns as a string.
 */
export function postgresStoreClient() {
  return {
    async query(q: { text: string; values?: unknown[] }): Promise<{ rows: StoreRow[]; rowCount: number }> {
      const sql = (getDb() as unknown as { $client: postgres.Sql }).$client;
      const result = await sql.unsafe<StoreRow[]>(q.text, (q.values ?? []) as postgres.ParameterOrJSON<never>[]);
      const rows = result.map((row) => (row.expire == null ? row : { ...row, expire: Number(row.expire) }));
      return { rows, rowCount: result.count };
    },
  };
}

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  /** One limiter per process sweeps rows that expired an hour ago (they share the table). */
  sweep?: boolean;
  inMemoryBlockOnConsumed?: number;
  insuranceLimiter?: RateLimiterAbstract;
}

/** A limiter counted in PostgreSQL, so it holds across every instance on the same database. */
export function postgresLimiter(options: LimiterOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: postgresStoreClient(),
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: options.sweep ?? false,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.duration,
    inMemoryBlockOnConsumed: options.inMemoryBlockOnConsumed,
    insuranceLimiter: options.insuranceLimiter,
  });
}

/**
 * A limiter counted in Redis, shared by every instance on it. Nothing waits for Redis: while it is disconnected the
 * call goes straight to `insuranceLimiter` (each instance then counts on its own), and a hung Redis costs one command
 * timeout (lib/redis/client.ts). No database connection is involved.
 */
export function redisLimiter(client: Redis, options: Omit<LimiterOptions, "sweep">): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: client,
    rejectIfRedisNotReady: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.duration,
    inMemoryBlockOnConsumed: options.inMemoryBlockOnConsumed,
    insuranceLimiter: options.insuranceLimiter,
  });
}

/**
 * The general per-caller API limit (fairness, not a security boundary). In memory per instance by
 * default: counting every request in PostgreSQL is an upsert of one hot row per caller on every
 * request, which cut throughput of /api/v1/auth/me from 1.18x to 0.41x of /api/health in
 * bench/api-load.ts. RATE_LIMIT_API_STORE=postgres or =redis shares it across instances anyway, with an
 * in-memory block once a caller is over (no writes while blocked) and an in-memory stand-in while
 * the store is unreachable. Credential checks are always counted in PostgreSQL
 * (lib/auth/internal/credential-attempts.ts).
 */
export function buildApiLimiter(
  points: number,
  store: "memory" | "postgres" | "redis",
  { redis = redisClient, keyPrefix = "api" }: { redis?: () => Redis; keyPrefix?: string } = {},
): RateLimiterAbstract {
  if (store === "memory") return new RateLimiterMemory({ keyPrefix, points, duration: 60 });
  const shared = {
    keyPrefix,
    points,
    duration: 60,
    inMemoryBlockOnConsumed: points,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: 60 }),
  };
  if (store === "redis") return redisLimiter(redis(), shared);
  return postgresLimiter({ ...shared, sweep: true });
}

const globalKey = Symbol.for("compliance-platform.api-rate-limiter");
type Holder = { [globalKey]?: { limiter: RateLimiterAbstract; signature: string } };

function apiLimiter(): RateLimiterAbstract {
  const holder = globalThis as Holder;
  const points = config.rateLimits.apiPerMinute;
  const store = config.rateLimits.apiStore;
  // Rebuilt when the configuration changes (tests lower the limits through the environment).
  const signature = `${points}:${store}`;
  if (holder[globalKey]?.signature !== signature) holder[globalKey] = { limiter: buildApiLimiter(points, store), signature };
  return holder[globalKey]!.limiter;
}

/** Counts one API request of `key` (a caller, or `ip:<address>` when anonymous); throws 429 past the limit. */
export async function consumeRateLimit(_kind: "api", key: string): Promise<void> {
  try {
    await apiLimiter().consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext);
    throw rejection;
  }
}

/** The 429 of docs/api.md §5: `Retry-After` in seconds, as a header and in `details.retryAfter`. */
export function rateLimited(msBeforeNext: number, message?: string): ServiceError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ServiceError("rate_limited", message ?? `Too many requests; retry in ${retryAfter} s.`, { retryAfter }, { "Retry-After": String(retryAfter) });
}

/**
 * The bucket of a client address: IPv6 clients usually hold a whole /64, so one IPv6 client is one
 * /64 rather than 2^64 buckets. IPv4 addresses and non-addresses ("unknown") are their own bucket.
 */
export function addressBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
