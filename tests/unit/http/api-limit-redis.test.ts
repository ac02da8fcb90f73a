import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { config } from "@/lib/config";
import { isServiceError } from "@/lib/errors";
import { buildApiLimiter, consumeRateLimit } from "@/lib/http/rate-limit";
import { closeRedis, createRedisClient, redisClient, redisHealth } from "@/lib/redis/client";
import { checkRateLimitStore } from "@/lib/system";
import { TcpProxy } from "../../helpers/tcp-proxy";

/**
 * RATE_LIMIT_API_STORE=redis against the real Redis of this machine and of CI (REDIS_URL, default 127.0.0.1:6379):
 * two instances, each with its own client, count one caller together; without Redis each counts on its own at once.
 */
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const VARS = ["RATE_LIMIT_API_STORE", "RATE_LIMIT_PER_MINUTE", "REDIS_URL"] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
const clients: Redis[] = [];
/** Every key this file writes starts with it, so runs and parallel files never share a count. */
const prefix = `test-${randomBytes(6).toString("hex")}`;

function client(url = REDIS_URL): Redis {
  const made = createRedisClient(url);
  clients.push(made);
  return made;
}

async function ready(redis: Redis): Promise<Redis> {
  if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
  return redis;
}

async function outcome(limiter: RateLimiterAbstract, key: string): Promise<"allowed" | "refused"> {
  try {
    await limiter.consume(key);
    return "allowed";
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return "refused";
    throw rejection;
  }
}

afterEach(() => {
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

afterAll(async () => {
  const cleaner = await ready(client());
  const keys = await cleaner.keys(`${prefix}*`);
  if (keys.length) await cleaner.del(...keys);
  for (const made of clients) made.disconnect();
  closeRedis();
});

describe("the API limit counted in Redis", () => {
  it("is shared by two instances on the same Redis", async () => {
    const keyPrefix = `${prefix}-shared`;
    const a = buildApiLimiter(3, "redis", { redis: () => client(), keyPrefix });
    const b = buildApiLimiter(3, "redis", { redis: () => client(), keyPrefix });
    await Promise.all(clients.map(ready));
    const caller = "u:caller";
    const seen = [await outcome(a, caller), await outcome(b, caller), await outcome(a, caller), await outcome(b, caller), await outcome(a, caller)];
    expect(seen).toEqual(["allowed", "allowed", "allowed", "refused", "refused"]);
    // One count in Redis, with the minute as its lifetime; another caller has its own.
    const observer = await ready(client());
    expect(await observer.get(`${keyPrefix}:${caller}`)).toBe("4");
    expect(await observer.pttl(`${keyPrefix}:${caller}`)).toBeGreaterThan(50_000);
    expect(await outcome(b, "u:someone-else")).toBe("allowed");
  });

  it("counts per instance, at once, while Redis cannot be reached", async () => {
    // A closed port: every command fails without waiting, and the in-memory insurance counts instead.
    const limiter = buildApiLimiter(2, "redis", { redis: () => client("redis://127.0.0.1:9"), keyPrefix: `${prefix}-down` });
    const started = Date.now();
    const seen = [await outcome(limiter, "u:x"), await outcome(limiter, "u:x"), await outcome(limiter, "u:x")];
    expect(seen).toEqual(["allowed", "allowed", "refused"]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("waits at most a command timeout for a Redis that stops answering, then not at all once the connection is dropped", async () => {
    const proxy = await TcpProxy.start(REDIS_URL);
    try {
      const redis = await ready(client(proxy.urlFor(REDIS_URL)));
      const limiter = buildApiLimiter(1_000, "redis", { redis: () => redis, keyPrefix: `${prefix}-hung` });
      expect(await outcome(limiter, "u:h")).toBe("allowed");
      await proxy.setMode("blackhole");
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = Date.now();
        expect(await outcome(limiter, "u:h")).toBe("allowed");
        waits.push(Date.now() - started);
      }
      expect(Math.max(...waits)).toBeLessThan(config.redis.commandTimeoutMs + 250);
      // Silent for four command timeouts: the connection is dropped, and the next requests do not wait for Redis.
      await expect.poll(() => redis.status, { timeout: 5_000 }).not.toBe("ready");
      const started = Date.now();
      expect(await outcome(limiter, "u:h")).toBe("allowed");
      expect(Date.now() - started).toBeLessThan(100);
    } finally {
      await proxy.close();
    }
  });

  it("answers 429 through the wrapper's limit with RATE_LIMIT_API_STORE=redis, and health reports the store", async () => {
    process.env.RATE_LIMIT_API_STORE = "redis";
    process.env.RATE_LIMIT_PER_MINUTE = "2";
    process.env.REDIS_URL = REDIS_URL;
    // The wrapper's limiter uses the fixed prefix "api": the caller is unique to this run instead.
    const caller = `u:${prefix}`;
    // Connected first: until then the in-memory insurance would count the first requests.
    await ready(redisClient());
    await consumeRateLimit("api", caller);
    await consumeRateLimit("api", caller);
    const refusal = await consumeRateLimit("api", caller).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isServiceError(refusal) && refusal.code).toBe("rate_limited");
    await redisClient().del(`api:${caller}`);
    expect(await redisHealth(800)).toBe("ok");
    expect(await checkRateLimitStore()).toBe("ok");
    process.env.RATE_LIMIT_API_STORE = "memory";
    expect(await checkRateLimitStore()).toBeUndefined();
  });

  it("refuses RATE_LIMIT_API_STORE=redis without REDIS_URL, naming the variable", () => {
    process.env.RATE_LIMIT_API_STORE = "redis";
    delete process.env.REDIS_URL;
    expect(() => config.rateLimits.apiStore).toThrow(/REDIS_URL/);
  });
});
