/**
 * What API clients see while the database goes away and comes back. A bounded open-loop load (reads
 * and writes of API keys, plus /api/health) runs against the real route handlers in this process; their
 * pool reaches the database through a TCP proxy that is cut for a few seconds, then restored. Prints
 * per second: answers by status and latencies, and the health check; then the recovery time and
 * whether every write answered 201 is stored and none answered 503 is.
 *   npx tsx bench/fault-db-outage.ts [--db postgres|pglite] [--mode refuse|blackhole|both]
 *     [--rate 50] [--pool 10] [--before 2] [--outage 4] [--after 5]
 * Modes: `refuse` = the database is down (connections refused); `blackhole` = the network drops
 * everything (connections hang, established ones stop answering). PostgreSQL: a scratch database on
 * BENCH_DATABASE_URL / TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped
 * afterwards. pglite: an in-memory embedded database served in this process.
 * Timeouts are lowered so a run stays under a minute (printed with the results); production defaults
 * are in the README's "Database outages".
 */
import "../scripts/allow-server-modules.mjs";
import { TcpProxy, type ProxyMode } from "../tests/helpers/tcp-proxy";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const DB = opt("db", "postgres");
const MODES: ProxyMode[] = opt("mode", "both") === "both" ? ["refuse", "blackhole"] : [opt("mode", "both") as ProxyMode];
const RATE = Number(opt("rate", "50"));
const POOL = Number(opt("pool", "10"));
const MAX_IN_FLIGHT = 500;
const BEFORE_S = Number(opt("before", "2"));
const OUTAGE_S = Number(opt("outage", "4"));
const AFTER_S = Number(opt("after", "5"));

const SETTINGS = {
  DB_CONNECT_TIMEOUT_MS: "1000",
  DB_STATEMENT_TIMEOUT_MS: "5000",
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "5000",
  DB_BREAKER_COOLDOWN_MS: "1000",
};

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Sample {
  startedAt: number;
  ms: number;
  status: number;
}

async function invoke(handler: Handler, path: string, init: RequestInit = {}): Promise<Response> {
  return handler(new Request(`http://localhost:3000${path}`, init), { params: Promise.resolve({}) });
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
}

async function main() {
  process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
  process.env.LOG_LEVEL ??= "error";
  process.env.PASSWORD_HASH_LOG_N ??= "10";
  process.env.RATE_LIMIT_PER_MINUTE = "100000000";
  process.env.RATE_LIMIT_AUTH_PER_MINUTE = "100000000";
  let direct: string;
  let teardown: () => Promise<void>;
  if (DB === "pglite") {
    const { startEmbeddedDatabase } = await import("@/lib/db/embedded");
    const embedded = await startEmbeddedDatabase(undefined);
    direct = embedded.url;
    process.env.DB_POOL_MAX = "1";
    teardown = () => embedded.stop();
  } else {
    const scratch = await freshDatabase("cp_bench_db_outage");
    direct = scratch.url;
    process.env.DB_POOL_MAX = String(POOL);
    teardown = () => scratch.drop();
  }
  process.env.DATABASE_URL = direct;
  // Imported after the environment is set: the client reads it on first use.
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { apiKeys } = await import("@/db/accounts");
  const { eq } = await import("drizzle-orm");
  const { POST: register } = await import("@/app/api/v1/auth/register/route");
  const { GET: listKeys, POST: createKey } = await import("@/app/api/v1/api-keys/route");
  const { GET: health } = await import("@/app/api/health/route");

  const proxy = await TcpProxy.start(direct);
  try {
    await prepareDatabase();
    await closeDb();
    Object.assign(process.env, SETTINGS);
    process.env.DATABASE_URL = proxy.urlFor(direct);

    const registered = await invoke(register as Handler, "/api/v1/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `outage-${Date.now()}@example.com`, password: "bench-password-123", name: "Bench", company: "Bench" }),
    }).then((r) => r.json());
    const { accessToken: token, account } = registered.data as { accessToken: string; account: { id: string } };
    const auth = { authorization: `Bearer ${token}` };

    console.log(
      `database outage bench (${DB === "pglite" ? "PGlite, 1 connection" : `PostgreSQL, pool ${POOL}`}; ${RATE} requests/s arriving: 80% ` +
        `GET /api/v1/api-keys, 20% POST; /api/health every 250 ms)`,
    );
    console.log(
      `settings: ${Object.entries(SETTINGS)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}`,
    );

    for (const mode of MODES) {
      const samples: Sample[] = [];
      const healthSamples: Sample[] = [];
      const writes = new Map<string, number>();
      const t0 = performance.now();
      const end = t0 + (BEFORE_S + OUTAGE_S + AFTER_S) * 1000;
      let n = 0;
      const one = async () => {
        const startedAt = performance.now();
        let status: number;
        if (Math.random() < 0.2) {
          const name = `${mode}-${n++}`;
          const res = await invoke(createKey as Handler, "/api/v1/api-keys", {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify({ name }),
          });
          status = res.status;
          writes.set(name, status);
          await res.arrayBuffer();
        } else {
          const res = await invoke(listKeys as Handler, "/api/v1/api-keys?limit=5", { headers: auth });
          status = res.status;
          await res.arrayBuffer();
        }
        samples.push({ startedAt, ms: performance.now() - startedAt, status });
      };
      // Open loop: requests keep arriving at RATE per second whether or not earlier ones have
      // answered, as from many independent clients (at most MAX_IN_FLIGHT outstanding).
      const arrivals = async () => {
        const inFlight = new Set<Promise<void>>();
        for (let i = 0; performance.now() < end; i++) {
          const due = t0 + (i * 1000) / RATE;
          if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
          if (inFlight.size >= MAX_IN_FLIGHT) continue;
          const p = one().finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
        await Promise.all(inFlight);
      };
      const healthPoller = async () => {
        while (performance.now() < end) {
          const startedAt = performance.now();
          const res = await invoke(health as Handler, "/api/health");
          await res.arrayBuffer();
          healthSamples.push({ startedAt, ms: performance.now() - startedAt, status: res.status });
          await new Promise((r) => setTimeout(r, 250));
        }
      };
      const cutAt = t0 + BEFORE_S * 1000;
      const restoreAt = cutAt + OUTAGE_S * 1000;
      const timeline = (async () => {
        await new Promise((r) => setTimeout(r, cutAt - performance.now()));
        await proxy.setMode(mode);
        await new Promise((r) => setTimeout(r, restoreAt - performance.now()));
        await proxy.setMode("forward");
      })();
      await Promise.all([arrivals(), healthPoller(), timeline]);

      console.log(`\n== ${mode}: database cut at ${BEFORE_S} s, restored at ${BEFORE_S + OUTAGE_S} s ==`);
      console.log("second  phase     2xx   503  other   p50 ms   p99 ms   max ms   health (status: max ms)");
      const seconds = Math.ceil((end - t0) / 1000);
      for (let s = 0; s < seconds; s++) {
        const inSecond = (x: Sample) => x.startedAt - t0 >= s * 1000 && x.startedAt - t0 < (s + 1) * 1000;
        const bucket = samples.filter(inSecond);
        const ms = bucket.map((x) => x.ms).sort((a, b) => a - b);
        const ok = bucket.filter((x) => x.status < 300).length;
        const unavailable = bucket.filter((x) => x.status === 503).length;
        const phase = s < BEFORE_S ? "up" : s < BEFORE_S + OUTAGE_S ? "OUTAGE" : "restored";
        const h = healthSamples.filter(inSecond);
        const healthText = h.length ? `${[...new Set(h.map((x) => x.status))].join("/")}: ${Math.max(...h.map((x) => x.ms)).toFixed(0)}` : "-";
        console.log(
          `${String(s).padStart(6)}  ${phase.padEnd(8)} ${String(ok).padStart(4)} ${String(unavailable).padStart(5)} ` +
            `${String(bucket.length - ok - unavailable).padStart(6)}` +
            ` ${quantile(ms, 0.5).toFixed(0).padStart(8)} ${quantile(ms, 0.99).toFixed(0).padStart(8)} ` +
            `${(ms.at(-1) ?? 0).toFixed(0).padStart(8)}   ${healthText}`,
        );
      }
      const restoredOffset = restoreAt - t0;
      const firstOk = samples.filter((x) => x.status < 300 && x.startedAt - t0 >= restoredOffset).sort((a, b) => a.startedAt - b.startedAt)[0];
      const outage503 = samples
        .filter((x) => x.status === 503)
        .map((x) => x.ms)
        .sort((a, b) => a - b);
      const healthMax = Math.max(...healthSamples.map((x) => x.ms));
      console.log(
        `503 answers: ${outage503.length}, p50 ${quantile(outage503, 0.5).toFixed(0)} ms, p99 ${quantile(outage503, 0.99).toFixed(0)} ms, ` +
          `max ${(outage503.at(-1) ?? 0).toFixed(0)} ms; other errors: ${samples.filter((x) => x.status >= 300 && x.status !== 503).length}`,
      );
      console.log(`health: slowest answer ${healthMax.toFixed(0)} ms`);
      console.log(`recovery: first success ${firstOk ? `${(firstOk.startedAt + firstOk.ms - restoreAt).toFixed(0)} ms after the restore` : "NEVER"}`);

      // Nothing half-written: every 201 is stored; a 503 is stored only if its COMMIT's answer was lost.
      const stored = new Set((await getDb().select({ name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.accountId, account.id))).map((r) => r.name));
      const created = [...writes].filter(([, status]) => status === 201);
      const refused = [...writes].filter(([, status]) => status === 503);
      console.log(
        `writes: ${created.length} answered 201 (${created.filter(([name]) => stored.has(name)).length} stored), ` +
          `${refused.length} answered 503 (${refused.filter(([name]) => stored.has(name)).length} stored: commits whose answer was lost)`,
      );
    }
  } finally {
    await closeDb();
    await proxy.close();
    await teardown();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
