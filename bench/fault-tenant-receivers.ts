/**
 * Fault scenario "one tenant's receivers hang" (issue 11, item 3). Tenant A registers 40 webhooks whose
 * receivers accept the connection and never answer, and has a backlog of due deliveries to them;
 * tenant B has one healthy receiver and gets a new message every 500 ms. The server's webhooks lane
 * (lib/background/scheduler.ts, the same code `npm start` runs) works the queue, and the script prints B's
 * delivery latency against A's backlog and A's deliveries in flight:
 *   1. with the product's fairness (per-account cap WEBHOOK_ACCOUNT_CONCURRENCY, default 2);
 *   2. for comparison, with the per-account cap lifted to the pool size (what one FIFO queue does).
 * Bounded: two phases of --seconds each (default 10) plus one attempt timeout each, under a minute. Uses a scratch
 * database on BENCH_DATABASE_URL / TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 *   npx tsx bench/fault-tenant-receivers.ts [--hanging 40] [--backlog 3] [--seconds 12] [--timeout-ms 10000] [--concurrency 16]
 */
import "../scripts/allow-server-modules.mjs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const HANGING = opt("hanging", 40);
const BACKLOG_PER_HOOK = opt("backlog", 3);
const SECONDS = opt("seconds", 10);
const TIMEOUT_MS = opt("timeout-ms", 10_000);
const CONCURRENCY = opt("concurrency", 16);
const B_EVERY_MS = 500;

interface Receiver {
  url: string;
  server: Server;
  open: () => number;
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Receiver> {
  const pending = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    pending.add(res);
    res.on("close", () => pending.delete(res));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server, open: () => pending.size };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main() {
  const scratch = await freshDatabase("cp_bench_fault_tenant");
  process.env.DATABASE_URL = scratch.url;
  process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
  process.env.LOG_LEVEL ??= "warn";
  process.env.ALLOW_PRIVATE_WEBHOOK_URLS = "true";
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { accounts } = await import("@/db/accounts");
  const { monitoringDeliveries, monitoringWebhooks } = await import("@/db/monitoring");
  const { config } = await import("@/lib/config");
  const { encryptWebhookSecret, generateWebhookSecret } = await import("@/lib/alerts/internal/webhook-secret");
  const { attemptsPerRound } = await import("@/lib/alerts/internal/retry-schedule");
  const { startJobScheduler } = await import("@/lib/background/scheduler");
  const { JOB_LANES, kick } = await import("@/lib/jobs/kick");
  const { and, eq, sql } = await import("drizzle-orm");

  const receivers: Receiver[] = [];
  try {
    await prepareDatabase();
    const db = getDb();
    const [a, b] = await db
      .insert(accounts)
      .values([
        { name: "Tenant A (hanging receivers)", tier: "enterprise" as const },
        { name: "Tenant B (healthy receiver)", tier: "enterprise" as const },
      ])
      .returning({ id: accounts.id });
    const secret = () => encryptWebhookSecret(generateWebhookSecret(), config.authSecret);

    const aHooks: string[] = [];
    for (let i = 0; i < HANGING; i++) {
      const r = await listen((req) => req.resume()); // never answers
      receivers.push(r);
      const [hook] = await db
        .insert(monitoringWebhooks)
        .values({ accountId: a.id, url: r.url, events: ["check.failed"], secretCiphertext: secret() })
        .returning();
      aHooks.push(hook.id);
    }
    const arrivals = new Map<string, number>();
    const healthy = await listen((req, res) => {
      req.resume();
      req.on("end", () => {
        arrivals.set(String(req.headers["webhook-id"]), performance.now());
        res.writeHead(200).end();
      });
    });
    receivers.push(healthy);
    const [bHook] = await db
      .insert(monitoringWebhooks)
      .values({ accountId: b.id, url: healthy.url, events: ["check.failed"], secretCiphertext: secret() })
      .returning();
    const aOpen = () => receivers.slice(0, HANGING).reduce((n, r) => n + r.open(), 0);

    const queue = async (accountId: string, webhookId: string, at: Date) => {
      const [row] = await db
        .insert(monitoringDeliveries)
        .values({
          accountId,
          webhookId,
          eventType: "check.failed",
          eventKey: `bench:${crypto.randomUUID()}`,
          payload: JSON.stringify({ type: "check.failed", timestamp: at.toISOString(), data: { alert: null, result: null } }),
          attemptLimit: attemptsPerRound(),
          nextAttemptAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: monitoringDeliveries.id });
      return row.id;
    };
    const aPending = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(monitoringDeliveries)
          .where(and(eq(monitoringDeliveries.accountId, a.id), eq(monitoringDeliveries.status, "pending"), sql`${monitoringDeliveries.nextAttemptAt} <= now()`))
      )[0].n;

    console.log(
      `fault scenario: tenant A has ${HANGING} receivers that never answer and ${HANGING * BACKLOG_PER_HOOK} due deliveries queued before any of B's;` +
        ` tenant B gets a message every ${B_EVERY_MS} ms. Attempt timeout ${TIMEOUT_MS} ms, pool ${CONCURRENCY}.`,
    );

    async function phase(label: string, perAccount: number) {
      await db.delete(monitoringDeliveries);
      arrivals.clear();
      const old = Date.now() - 60_000;
      for (let i = 0; i < HANGING * BACKLOG_PER_HOOK; i++) await queue(a.id, aHooks[i % HANGING], new Date(old + i));
      const scheduler = startJobScheduler({
        lanes: [JOB_LANES.webhooks],
        intervalMs: { webhooks: 2_000 },
        initialDelayMs: 0,
        webhooks: { concurrency: CONCURRENCY, perAccount, timeoutMs: TIMEOUT_MS },
      });
      console.log(`\n${label} (per-account cap ${perAccount}, pool ${CONCURRENCY})`);
      console.log("   t(s)  A due backlog  A in flight  B sent  B delivered  B latency of the last delivered (ms)");
      const sent = new Map<string, number>();
      const started = performance.now();
      let peakAOpen = 0;
      const sampler = setInterval(() => (peakAOpen = Math.max(peakAOpen, aOpen())), 20);
      for (let tick = 0; tick < (SECONDS * 1000) / B_EVERY_MS; tick++) {
        const at = performance.now();
        const id = await queue(b.id, bHook.id, new Date());
        sent.set(id, at);
        kick(JOB_LANES.webhooks);
        if (tick % 4 === 3) {
          const delivered = [...sent].filter(([d]) => arrivals.has(d));
          const last = delivered.at(-1);
          console.log(
            `  ${((performance.now() - started) / 1000).toFixed(1).padStart(5)}  ${String(await aPending()).padStart(13)}  ${String(aOpen()).padStart(11)}` +
              `  ${String(sent.size).padStart(6)}  ${String(delivered.length).padStart(11)}  ${last ? (arrivals.get(last[0])! - last[1]).toFixed(0) : "-"}`,
          );
        }
        await new Promise((r) => setTimeout(r, Math.max(0, B_EVERY_MS - (performance.now() - at))));
      }
      // Give B's last messages one attempt slot to arrive.
      const deadline = performance.now() + TIMEOUT_MS + 1_000;
      while ([...sent.keys()].some((d) => !arrivals.has(d)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      clearInterval(sampler);
      const latencies = [...sent].filter(([d]) => arrivals.has(d)).map(([d, t]) => arrivals.get(d)! - t);
      const lost = sent.size - latencies.length;
      console.log(
        `  => B: ${latencies.length}/${sent.size} delivered, latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ` +
          `${percentile(latencies, 95).toFixed(0)} ms,` +
          ` max ${Math.max(...latencies).toFixed(0)} ms${lost ? `, ${lost} not delivered within the phase` : ""}; A: at most ${peakAOpen} ` +
          `in flight, ${await aPending()} still due`,
      );
      // Stop claiming, then hang up A's receivers so the attempts in flight end now rather than at their timeout.
      const stopping = scheduler.stop();
      for (const r of receivers.slice(0, HANGING)) r.server.closeAllConnections();
      await stopping;
      return { p95: percentile(latencies, 95), max: latencies.length ? Math.max(...latencies) : Infinity, lost };
    }

    const fair = await phase("1. fair queue (the product's behaviour)", config.webhooks.accountConcurrency);
    const fifo = await phase("2. comparison: no per-account cap", CONCURRENCY);
    console.log(
      `\nsummary: B's worst latency ${fair.max.toFixed(0)} ms with fairness vs ${Number.isFinite(fifo.max) ? fifo.max.toFixed(0) : "∞"} ms without` +
        ` (${fifo.lost} of B's messages still waiting at the end); the per-attempt timeout is ${TIMEOUT_MS} ms.`,
    );
  } finally {
    for (const r of receivers) {
      r.server.closeAllConnections();
      r.server.close();
    }
    await closeDb();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
