import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { POST as acceptRoute } from "@/app/api/v1/auditor/accept-invitation/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { GET as health } from "@/app/api/health/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { createCredentialLimiters, credentialLimitSettings, limitCredentialAttempt, recordCredentialFailure } from "@/lib/auth/internal/credential-attempts";
import { nextAuthOptions } from "@/lib/auth/internal/next-auth-options";
import { describeSignInError } from "@/lib/client/sign-in-errors";
import { getDb } from "@/lib/db/client";
import { isServiceError } from "@/lib/errors";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { closeRedis } from "@/lib/redis/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

const LIMIT_VARS = [
  "RATE_LIMIT_PER_MINUTE",
  "RATE_LIMIT_API_STORE",
  "RATE_LIMIT_AUTH_PER_MINUTE",
  "RATE_LIMIT_AUTH_FAILURES_PER_DAY",
  "RATE_LIMIT_AUTH_CONSECUTIVE_FAILURES",
  "RATE_LIMIT_AUTH_TARGET_FAILURES",
  "RATE_LIMIT_AUTH_BACKOFF_SECONDS",
  "RATE_LIMIT_AUTH_MAX_BLOCK_SECONDS",
  "REDIS_URL",
] as const;
const saved = Object.fromEntries(LIMIT_VARS.map((name) => [name, process.env[name]]));

function limits(values: Partial<Record<(typeof LIMIT_VARS)[number], number | string>>) {
  for (const [name, value] of Object.entries(values)) process.env[name] = String(value);
}

afterEach(() => {
  for (const name of LIMIT_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

let n = 0;
/** A fresh documentation address per call site, so tests never share a bucket by accident. */
const address = () => `198.51.100.${++n}`;
const from = (addr: string) => ({ [CLIENT_ADDRESS_HEADER]: addr });

function signIn(addr: string, email: string, password: string, extraHeaders: Record<string, string> = {}) {
  return call(token, { path: "/api/v1/auth/token", headers: { ...from(addr), ...extraHeaders }, body: { email, password } });
}

function expectRateLimited(res: { status: number; headers: Headers; body: any; text: string }, maxSeconds?: number) {
  expect(res.status, res.text).toBe(429);
  expect(res.body.success).toBe(false);
  expect(res.body.error.code).toBe("rate_limited");
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.body.error.details).toEqual({ retryAfter });
  if (maxSeconds !== undefined) expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

describe("credential limits: client address", () => {
  it("ignores a forged X-Forwarded-For: without the server's header every request is one bucket", async () => {
    limits({ RATE_LIMIT_AUTH_PER_MINUTE: 3 });
    const email = `nobody-${randomBytes(4).toString("hex")}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const forged = { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `203.0.113.${i + 1}` };
      statuses.push((await call(token, { path: "/api/v1/auth/token", headers: forged, body: { email, password: "wrong-password" } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The address the server stamps is what separates clients.
    expect((await signIn(address(), email, "wrong-password")).status).toBe(401);
  });

  it("answers 429 in the envelope with Retry-After, and blocks an address after its daily failures", async () => {
    limits({ RATE_LIMIT_AUTH_FAILURES_PER_DAY: 3 });
    const attacker = address();
    for (let i = 0; i < 3; i++) expect((await signIn(attacker, `guess-${i}@example.com`, "wrong-password")).status).toBe(401);
    const retryAfter = expectRateLimited(await signIn(attacker, "another@example.com", "wrong-password"), 86_400);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect((await signIn(address(), "another@example.com", "wrong-password")).status).toBe(401);
    // Kept in PostgreSQL, with the e-mails hashed.
    const rows = await getDb().execute<{ key: string }>(sql`select key from rate_limits where key like 'cred_fail_addr:%'`);
    expect(rows.map((r) => r.key)).toContain(`cred_fail_addr:${attacker}`);
    const all = await getDb().execute<{ key: string }>(sql`select key from rate_limits`);
    expect(all.some((r) => r.key.includes("@"))).toBe(false);
  });
});

describe("credential limits: per account", () => {
  it("backs off consecutive failures of one address on one e-mail; a success resets them", async () => {
    limits({ RATE_LIMIT_AUTH_CONSECUTIVE_FAILURES: 2, RATE_LIMIT_AUTH_BACKOFF_SECONDS: 30 });
    const account = await createAccount();
    const a = address();
    expect((await signIn(a, account.email, "wrong-password")).status).toBe(401);
    expect((await signIn(a, account.email, "wrong-password")).status).toBe(401);
    // Blocked even with the right password: the check does not run while the pair backs off.
    expect(expectRateLimited(await signIn(a, account.email, account.password), 30)).toBeGreaterThan(25);
    // Another address is not held by this pair.
    const b = address();
    expect((await signIn(b, account.email, "wrong-password")).status).toBe(401);
    expect((await signIn(b, account.email, account.password)).status).toBe(200);
    expect((await signIn(b, account.email, "wrong-password")).status).toBe(401);
    expect((await signIn(b, account.email, account.password)).status).toBe(200);
  });

  it("slows one e-mail failed from rotating addresses, doubling and bounded, and spares addresses that signed in before", async () => {
    limits({ RATE_LIMIT_AUTH_TARGET_FAILURES: 3, RATE_LIMIT_AUTH_BACKOFF_SECONDS: 30, RATE_LIMIT_AUTH_MAX_BLOCK_SECONDS: 45 });
    const victim = await createAccount();
    const home = address();
    expect((await signIn(home, victim.email, victim.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(address(), victim.email, "wrong-password")).status).toBe(401);
    // Any new address now waits, whatever it sends …
    expect(expectRateLimited(await signIn(address(), victim.email, "wrong-password"), 30)).toBeGreaterThan(25);
    expectRateLimited(await signIn(address(), victim.email, victim.password), 30);
    // … but the owner's known address signs in.
    expect((await signIn(home, victim.email, victim.password)).status).toBe(200);

    // The block ends (moved into the past here instead of waiting); the next failure doubles it, up to the maximum.
    await getDb().execute(sql`update rate_limits set expire = 0 where key like 'cred_block_target:%'`);
    expect((await signIn(address(), victim.email, "wrong-password")).status).toBe(401);
    const second = expectRateLimited(await signIn(address(), victim.email, "wrong-password"), 45);
    expect(second).toBeGreaterThan(40);
  });

  it("holds across instances: limiters built separately on the same database share the counters", async () => {
    const settings = { ...credentialLimitSettings(), consecutiveFailures: 2 };
    const one = createCredentialLimiters(settings);
    const two = createCredentialLimiters(settings);
    const attempt = { address: address(), target: `email:shared-${randomBytes(4).toString("hex")}@example.com` };
    await limitCredentialAttempt(attempt, one);
    await recordCredentialFailure(attempt, one);
    await limitCredentialAttempt(attempt, two);
    await recordCredentialFailure(attempt, two);
    const refused = await limitCredentialAttempt(attempt, one).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isServiceError(refused) && refused.code).toBe("rate_limited");
    await expect(limitCredentialAttempt(attempt, two)).rejects.toMatchObject({ code: "rate_limited" });
  });
});

describe("credential limits on every credential route", () => {
  it("register: a taken e-mail counts as a failure per e-mail and address", async () => {
    limits({ RATE_LIMIT_AUTH_CONSECUTIVE_FAILURES: 2 });
    const existing = await createAccount();
    const a = address();
    const body = { email: existing.email, password: "another long password", name: "X", company: "Y" };
    const attempt = () => call(register, { path: "/api/v1/auth/register", headers: from(a), body });
    expect((await attempt()).status).toBe(409);
    expect((await attempt()).status).toBe(409);
    expectRateLimited(await attempt());
    const fresh = { ...body, email: `new-${randomBytes(4).toString("hex")}@example.com` };
    expect((await call(register, { path: "/api/v1/auth/register", headers: from(a), body: fresh })).status).toBe(201);
  });

  it("console sign-in (next-auth authorize): limited per address and e-mail, with a clear message", async () => {
    limits({ RATE_LIMIT_AUTH_CONSECUTIVE_FAILURES: 2, RATE_LIMIT_AUTH_BACKOFF_SECONDS: 120 });
    const account = await createAccount();
    const provider = nextAuthOptions().providers[0] as unknown as {
      options: { authorize: (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    const a = address();
    const authorize = (password: string, headers: Record<string, string> = from(a)) =>
      provider.options.authorize({ email: account.email, password }, { headers });
    expect(await authorize("wrong-password")).toBeNull();
    // A forged X-Forwarded-For next to the server's header changes nothing.
    expect(await authorize("wrong-password", { ...from(a), "x-forwarded-for": "203.0.113.200" })).toBeNull();
    const refused = await authorize(account.password).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect(describeSignInError(refused!.message)).toBe("Too many attempts; try again in 2 minutes.");
    // The token route shares the same counters: the same pair is held there too.
    expectRateLimited(await signIn(a, account.email, account.password));
    expect(await authorize(account.password, from(address()))).toMatchObject({ id: account.userId, accountId: account.accountId });
  });

  it("accept-invitation: limited per token hash and per address", async () => {
    limits({ RATE_LIMIT_AUTH_TARGET_FAILURES: 2, RATE_LIMIT_AUTH_FAILURES_PER_DAY: 3 });
    const bogus = randomBytes(32).toString("base64url");
    const accept = (addr: string, tokenValue: string) =>
      call(acceptRoute, { path: "/api/v1/auditor/accept-invitation", headers: from(addr), body: { token: tokenValue } });
    expect((await accept(address(), bogus)).status).toBe(401);
    expect((await accept(address(), bogus)).status).toBe(401);
    expectRateLimited(await accept(address(), bogus));

    const scanner = address();
    for (let i = 0; i < 3; i++) expect((await accept(scanner, randomBytes(32).toString("base64url"))).status).toBe(401);
    expectRateLimited(await accept(scanner, randomBytes(32).toString("base64url")));
  });
});

describe("the general API limit", () => {
  it("can be counted in PostgreSQL (RATE_LIMIT_API_STORE=postgres), shared by every instance", async () => {
    const account = await createAccount();
    limits({ RATE_LIMIT_API_STORE: "postgres", RATE_LIMIT_PER_MINUTE: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(me, { path: "/api/v1/auth/me", token: account.token })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const [row] = await getDb().execute<{ points: number }>(sql`select points from rate_limits where key = ${`api:u:${account.userId}`}`);
    // The third request was refused from memory: a caller over the limit costs no further writes.
    expect(row.points).toBe(2);
  });

  it("can be counted in Redis (RATE_LIMIT_API_STORE=redis), which health then reports", async () => {
    const account = await createAccount();
    limits({ RATE_LIMIT_API_STORE: "redis", RATE_LIMIT_PER_MINUTE: 2, REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379" });
    // Health waits for the connection: after it, every count goes to Redis rather than to the in-memory stand-in.
    const answer = await call(health as never, { path: "/api/health" });
    expect(answer.body).toEqual({ status: "ok", db: "ok", storage: "ok", rateLimitStore: "ok" });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(me, { path: "/api/v1/auth/me", token: account.token })).status);
    expect(statuses).toEqual([200, 200, 429]);
    closeRedis();
    // Without Redis configured, health says nothing of it.
    limits({ RATE_LIMIT_API_STORE: "memory" });
    expect((await call(health as never, { path: "/api/health" })).body).toEqual({ status: "ok", db: "ok", storage: "ok" });
  });
});
