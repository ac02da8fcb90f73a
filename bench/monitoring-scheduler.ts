/**
 * Throughput of the in-process monitoring scheduler: 10,000 due schedules on PostgreSQL, run
 * through `runSchedulerTick` exactly as the server runs them (claim, load, evaluate, store with
 * usage metering and the event log, alert, queue deliveries). Prints checks per second and the
 * process's peak memory. Uses a fresh scratch database (created and dropped) on
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test.
 *   npx tsx bench/monitoring-scheduler.ts [--schedules 10000] [--accounts 200] [--concurrency 16] [--batch 200]
 */
import "../scripts/allow-server-modules.mjs";
import { randomUUID } from "node:crypto";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SCHEDULES = opt("schedules", 10_000);
const CONCURRENCY = opt("concurrency", 16);
const BATCH = opt("batch", 200);
// Schedules per account matter: one batch reads an account's evidence, documents and webhooks once.
const ACCOUNTS = opt("accounts", 200);
const FRAMEWORKS = ["soc2", "iso27001", "hipaa", "gdpr", "nist-csf-2", "pci-dss-4", "nist-800-53"];

async function main() {
  const scratch = await freshDatabase("cp_bench_monitoring");
  process.env.DATABASE_URL = scratch.url;
  process.env.DB_POOL_MAX = String(CONCURRENCY + 4);
  process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
  process.env.LOG_LEVEL ??= "warn";
  // Imported after DATABASE_URL is set: the client reads it on first use.
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { getDb, closeDb } = await import("@/lib/db/client");
  const { accounts } = await import("@/db/accounts");
  const { monitoringSchedules, monitoringResults } = await import("@/db/monitoring");
  const { PRACTICE_KEYS } = await import("@/lib/monitoring/internal/practices");
  const { runSchedulerTick } = await import("@/lib/monitoring/internal/scheduler");
  const { sql } = await import("drizzle-orm");

  try {
    await prepareDatabase();
    const db = getDb();
    const accountIds = Array.from({ length: ACCOUNTS }, () => randomUUID());
    for (let i = 0; i < accountIds.length; i += 1_000) {
      await db.insert(accounts).values(accountIds.slice(i, i + 1_000).map((id, j) => ({ id, name: `Bench ${i + j}`, tier: "enterprise" as const })));
    }
    const past = new Date(Date.now() - 60_000);
    const rows = Array.from({ length: SCHEDULES }, (_, i) => ({
      accountId: accountIds[i % ACCOUNTS],
      frameworkId: FRAMEWORKS[i % FRAMEWORKS.length],
      frameworkKind: "builtin" as const,
      frequency: "daily" as const,
      businessProfile: {
        companyName: `Company ${i}`,
        regions: ["EU"],
        dataTypes: ["personal_data"],
        // A spread of maturity: each practice attested with a probability that varies by schedule.
        practices: Object.fromEntries(PRACTICE_KEYS.map((k, j) => [k, (i * 7 + j * 13) % 10 < 6 + (i % 4)])),
      },
      notifyOnFail: true,
      passThreshold: 80,
      anchorAt: past,
      nextRunAt: past,
    }));
    for (let i = 0; i < rows.length; i += 1_000) await db.insert(monitoringSchedules).values(rows.slice(i, i + 1_000));

    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 25);

    const started = performance.now();
    let runs = 0;
    let errors = 0;
    while (runs < SCHEDULES) {
      const report = await runSchedulerTick({ db, batchSize: BATCH, concurrency: CONCURRENCY });
      runs += report.runs;
      errors += report.errors;
      if (report.runs === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(monitoringResults);
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MiB`;
    console.log(
      `monitoring scheduler bench (PostgreSQL, ${SCHEDULES} due schedules, ${ACCOUNTS} accounts, ${FRAMEWORKS.length} frameworks, concurrency ${CONCURRENCY})`,
    );
    console.log(`  checks run:        ${runs} (${errors} errors; ${n} results stored)`);
    console.log(`  wall time:         ${seconds.toFixed(2)} s`);
    console.log(`  checks per second: ${(runs / seconds).toFixed(1)}  (target >= 200)`);
    console.log(`  peak memory:       rss ${mb(peakRss)}, heap ${mb(peakHeap)}`);
    if (n !== SCHEDULES) console.log(`  WARNING: expected ${SCHEDULES} results, found ${n}`);
  } finally {
    await closeDb();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
