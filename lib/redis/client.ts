import { Redis } from "ioredis";
import { config } from "@/lib/config";
import { getLogger } from "@/lib/log";

/**
 * The one module that talks to Redis (REDIS_URL), through ioredis. Only what is configured to use Redis opens it:
 * today the shared API rate limit (RATE_LIMIT_API_STORE=redis, lib/http/rate-limit.ts). Redis is never on a request's
 * critical path: a connection has REDIS_CONNECT_TIMEOUT_MS, each command REDIS_COMMAND_TIMEOUT_MS (a connection silent
 * for four of them is dropped), and nothing is queued while it is disconnected (`enableOfflineQueue: false`), so a
 * command fails at once and the caller's fallback answers (the rate limiter's in-memory insurance). The client keeps
 * reconnecting in the background.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    connectTimeout: config.redis.connectTimeoutMs,
    commandTimeout: config.redis.commandTimeoutMs,
    // A Redis that stops answering (a hung server, a dropped network) is let go after a few command timeouts: the
    // connection is closed and, until a new one is ready, callers go to their fallback without waiting at all.
    socketTimeout: config.redis.commandTimeoutMs * 4,
    enableOfflineQueue: false,
    // A command cut by a dropped connection fails rather than waiting to be resent.
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
    connectionName: "compliance-platform",
  });
  // Without a listener ioredis prints every failed reconnect; log the outage once, and its end.
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    getLogger().warn({ err: error }, "Redis is unreachable; the API rate limit is counted per instance until it returns");
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    getLogger().warn("Redis is reachable again");
  });
  return client;
}

const globalKey = Symbol.for("compliance-platform.redis");
type Holder = { [globalKey]?: { url: string; client: Redis } };

/** The process's client for REDIS_URL (one per process, whichever bundle asks; replaced when REDIS_URL changes). */
export function redisClient(): Redis {
  const url = config.redis.url;
  if (!url) throw new Error("REDIS_URL is not set.");
  const holder = globalThis as Holder;
  const held = holder[globalKey];
  if (held?.url === url) return held.client;
  held?.client.disconnect();
  const client = createRedisClient(url);
  holder[globalKey] = { url, client };
  return client;
}

/** Whether Redis answers a PING within `timeoutMs` (waiting that long for a connection still being made). */
export async function redisHealth(timeoutMs: number): Promise<"ok" | "down"> {
  let client: Redis;
  try {
    client = redisClient();
  } catch {
    return "down";
  }
  let timer: NodeJS.Timeout | undefined;
  let onReady: (() => void) | undefined;
  try {
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), timeoutMs)));
    const ready = client.status === "ready" ? Promise.resolve() : new Promise<void>((resolve) => client.once("ready", (onReady = resolve)));
    return (await Promise.race([ready.then(() => client.ping()), late])) === "PONG" ? "ok" : "down";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
    if (onReady) client.off("ready", onReady);
  }
}

/** Closes the process's client, if one was opened (tests; a stopping process needs not). */
export function closeRedis(): void {
  const holder = globalThis as Holder;
  holder[globalKey]?.client.disconnect();
  delete holder[globalKey];
}
