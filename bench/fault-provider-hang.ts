/**
 * Fault: the e-mail provider hangs. Runs the app's services in this process (the real route
 * handlers, a pool of DB_POOL_MAX connections, the job scheduler's e-mail lane as the server starts
 * it) against a scratch PostgreSQL database, with RESEND_BASE_URL pointing at a local server that
 * accepts every request and never answers. Fires N invitations at once while sampling /api/health,
 * another tenant's reads and the database sessions, then lets the provider recover. Prints what
 * happened; asserts nothing. Takes well under a minute.
 *   npx tsx bench/fault-provider-hang.ts [--invites 40] [--audits 10] [--timeout-ms 2000] [--pool 10]
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import "../scripts/allow-server-modules.mjs";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const INVITES = opt("invites", 40);
// Invitations to one audit queue on that audit's row lock; spreading them shows the provider's effect alone.
const AUDITS = opt("audits", 10);
const TIMEOUT_MS = opt("timeout-ms", 2_000);
const POOL = opt("pool", 10);
const DB_NAME = "cp_bench_provider_hang";

/** A Resend stand-in: hangs while `hanging`, then answers once per idempotency key. */
function startProvider() {
  const held = new Set<ServerResponse>();
  const ids = new Map<string, string>();
  const state = { hanging: true, requests: 0, maxHeld: 0, delivered: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on("end", () => {
      state.requests++;
      if (state.hanging) {
        held.add(res);
        state.maxHeld = Math.max(state.maxHeld, held.size);
        res.on("close", () => held.delete(res));
        return;
      }
      const key = String(req.headers["idempotency-key"] ?? `anon-${state.requests}`);
      if (!ids.has(key)) {
        ids.set(key, `msg_${ids.size + 1}`);
        state.delivered++;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: ids.get(key) }));
    });
  });
  return {
    state,
    held: () => held.size,
    listen: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    /** Drops the sends held open so far (their clients see a network error). */
    dropHeld: () => {
      for (const res of held) res.socket?.destroy();
      held.clear();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Series {
  ms: number[];
  failures: number;
}
const series = (): Series => ({ ms: [], failures: 0 });
function summary(s: Series) {
  const sorted = [...s.ms].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
  return (
    `${String(sorted.length).padStart(4)} answered, ${String(s.failures).padStart(3)} failed   p50 ${at(0.5).toFixed(1).padStart(7)} ` +
    `ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms   max ${at(1).toFixed(1).padStart(7)} ms`
  );
}

async function main() {
  const provider = startProvider();
  const providerUrl = await provider.listen();
  const scratch = await freshDatabase(DB_NAME);
  const dataDir = mkdtempSync(path.join(tmpdir(), "cp-bench-hang-"));
  Object.assign(process.env, {
    DATABASE_URL: scratch.url,
    DB_POOL_MAX: String(POOL),
    DATA_DIR: dataDir,
    AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_AUTH_PER_MINUTE: "100000000",
    RESEND_API_KEY: "re_bench_key",
    RESEND_BASE_URL: providerUrl,
    EMAIL_SEND_TIMEOUT_MS: String(TIMEOUT_MS),
    EMAIL_POLL_MS: "1000",
  });
  // Imported after the environment is set: the modules read it on first use.
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { accounts, users } = await import("@/db/accounts");
  const { emailMessages } = await import("@/db/email");
  const { tokenFor } = await import("@/lib/credentials/member-session");
  const { startJobScheduler } = await import("@/lib/background/scheduler");
  const { deliverDueEmails } = await import("@/lib/email/internal/deliver-due");
  const { getLogger } = await import("@/lib/log");
  const { GET: health } = await import("@/app/api/health/route");
  const { POST: createAudit, GET: listAudits } = await import("@/app/api/v1/audits/route");
  const { POST: invite } = await import("@/app/api/v1/audits/[id]/invite-auditor/route");
  const { sql } = await import("drizzle-orm");
  // Its own connection, outside the app's pool, to watch the app's sessions.
  const monitor = postgres(scratch.url, { max: 1, onnotice: () => {} });

  try {
    await prepareDatabase();
    const db = getDb();
    const tenant = async (name: string) => {
      const [account] = await db.insert(accounts).values({ name, tier: "business" }).returning();
      const [user] = await db
        .insert(users)
        .values({ accountId: account.id, email: `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.com`, name, passwordHash: "x" })
        .returning();
      return { token: await tokenFor(getDb(), user.id, account.id) };
    };
    const a = await tenant("Tenant A");
    const b = await tenant("Tenant B");
    const request = (url: string, token: string, body?: unknown) =>
      new Request(`http://localhost${url}`, {
        method: body ? "POST" : "GET",
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const newAudit = async (token: string) => {
      const res = await createAudit(request("/api/v1/audits", token, { framework_id: "soc2", type: "type_ii", title: "Hang test" }), {
        params: Promise.resolve({}),
      });
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const auditsA: string[] = [];
    for (let i = 0; i < AUDITS; i++) auditsA.push(await newAudit(a.token));
    await newAudit(b.token);

    const scheduler = startJobScheduler({ lanes: ["email"], initialDelayMs: 0 });
    // Samples taken while the invitations are in flight, and after (only the hanging sends remain).
    const phases = { burst: { health: series(), other: series() }, hang: { health: series(), other: series() } };
    let phase: keyof typeof phases = "burst";
    const pool = { maxActive: 0, maxIdleInTransaction: 0, maxStuckInTransaction: 0, maxSessions: 0 };
    const timed = async (s: Series, run: () => Promise<Response>) => {
      const t = performance.now();
      try {
        const res = await run();
        await res.text();
        if (res.ok) s.ms.push(performance.now() - t);
        else s.failures++;
      } catch {
        s.failures++;
      }
    };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        await Promise.all([
          timed(phases[phase].health, () => health(new Request("http://localhost/api/health"))),
          timed(phases[phase].other, () => listAudits(request("/api/v1/audits", b.token), { params: Promise.resolve({}) })),
          // "idle in transaction" for a moment is a transaction between two statements; for longer it
          // is a transaction held open while its session waits on something else (the old failure).
          monitor<{ state: string | null; n: number; stuck: number }[]>`
            select state, count(*)::int as n, count(*) filter (where now() - state_change > interval '250 milliseconds')::int as stuck
            from pg_stat_activity
            where datname = ${DB_NAME} and application_name = 'compliance-platform' group by state`.then((rows) => {
            const idle = rows.filter((r) => r.state?.startsWith("idle in transaction"));
            pool.maxActive = Math.max(pool.maxActive, rows.find((r) => r.state === "active")?.n ?? 0);
            pool.maxIdleInTransaction = Math.max(
              pool.maxIdleInTransaction,
              idle.reduce((sum, r) => sum + r.n, 0),
            );
            pool.maxStuckInTransaction = Math.max(
              pool.maxStuckInTransaction,
              idle.reduce((sum, r) => sum + r.stuck, 0),
            );
            pool.maxSessions = Math.max(
              pool.maxSessions,
              rows.reduce((sum, r) => sum + r.n, 0),
            );
          }),
        ]);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    console.log(
      `\nProvider hang: ${INVITES} invitations at once over ${AUDITS} audits, send timeout ${TIMEOUT_MS} ms, pool of ${POOL} connections, ` +
        `e-mail lane of the job scheduler running (PostgreSQL)\n`,
    );
    const invites = series();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: INVITES }, (_, i) => {
        const id = auditsA[i % AUDITS];
        return timed(invites, () =>
          invite(request(`/api/v1/audits/${id}/invite-auditor`, a.token, { email: `auditor-${i}@firm.test`, name: `Auditor ${i}` }), {
            params: Promise.resolve({ id }),
          }),
        );
      }),
    );
    const allAnswered = performance.now() - started;
    const heldWhenAnswered = provider.held();
    phase = "hang";
    // Long enough for the e-mail lane to run a few rounds of sends into the timeout.
    await new Promise((r) => setTimeout(r, TIMEOUT_MS * 2.5));
    sampling = false;
    await sampler;

    const states = await db.execute<{ status: string; attempts: number; last_error: string | null; n: number }>(sql`
      select status, attempts, last_error, count(*)::int as n from ${emailMessages} group by 1, 2, 3 order by 1, 2`);
    console.log(
      `POST invite-auditor   ${summary(invites)}   (all ${INVITES} answered after ${allAnswered.toFixed(0)} ms; sends then hanging at the ` +
        `provider: ${heldWhenAnswered})`,
    );
    console.log(`GET /api/health       ${summary(phases.burst.health)}   (during the burst of invitations)`);
    console.log(`                      ${summary(phases.hang.health)}   (after it, sends hanging)`);
    console.log(`GET /api/v1/audits B  ${summary(phases.burst.other)}   (another tenant, during the burst)`);
    console.log(`                      ${summary(phases.hang.other)}   (after it, sends hanging)`);
    console.log(
      `database sessions     at most ${pool.maxSessions} of ${POOL} open, ${pool.maxActive} active, ${pool.maxIdleInTransaction} idle in a ` +
        `transaction, ${pool.maxStuckInTransaction} of them for over 250 ms`,
    );
    console.log(`provider              ${provider.state.requests} requests received, at most ${provider.state.maxHeld} held open at once`);
    console.log("mail while hanging:");
    for (const r of states) console.log(`  ${String(r.n).padStart(4)} × ${r.status.padEnd(8)} attempts ${r.attempts}   ${r.last_error ?? ""}`);

    // Recovery: the provider answers again (the sends it still holds drop); the lane sends what is due at
    // once, and a drain once the retry delays have passed sends the rest, each message once.
    const requestsBefore = provider.state.requests;
    provider.state.hanging = false;
    provider.dropHeld();
    scheduler.lanes.email?.kick();
    await scheduler.stop();
    const [{ due }] = await db.execute<{ due: string | null }>(sql`select max(next_attempt_at)::text as due from ${emailMessages} where status = 'pending'`);
    const later = new Date(Math.max(Date.now(), due ? Date.parse(due) : 0) + 1);
    const attempted = await deliverDueEmails({ db, now: () => later, log: getLogger(), limit: INVITES * 2 });
    const after = await db.execute<{ status: string; attempts: number; n: number }>(
      sql`select status, attempts, count(*)::int as n from ${emailMessages} group by 1, 2 order by 1, 2`,
    );
    console.log(
      `after recovery        provider got ${provider.state.requests - requestsBefore} more requests (the retries' drain: ${attempted}) and ` +
        `delivered ${provider.state.delivered} distinct messages for ${INVITES} invitations; ` +
        after.map((r) => `${r.n} ${r.status} after ${r.attempts} attempts`).join(", "),
    );
  } finally {
    await monitor.end();
    await closeDb();
    await provider.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
