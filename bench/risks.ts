/**
 * The risk register at 10,000 risks (issue 27): the register's first page, a filtered page, the matrix and the CSV
 * export through the real route handlers, on PostgreSQL. Prints the median and p95 latency of each and, for the
 * export, the bytes streamed and the growth of the heap while it streams (flat memory: read 500 rows at a time).
 *   npx tsx --expose-gc bench/risks.ts [--risks 10000] [--iterations 30]
 * Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * a scratch database is created and dropped.
 */
import "../scripts/allow-server-modules.mjs";
import { freshDatabase } from "./lib/server";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => Number(args[args.indexOf(name) + 1] || 0) || fallback;
const count = arg("--risks", 10_000);
const iterations = arg("--iterations", 30);

process.env.AUTH_SECRET ??= "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";
process.env.LOG_LEVEL ??= "silent";
process.env.RATE_LIMIT_PER_MINUTE = "100000000";

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function main() {
  const db = await freshDatabase("cp_bench_risks");
  process.env.DATABASE_URL = db.url;
  const { prepareDatabase } = await import("@/lib/background/prepare-database");
  const { closeDb, getDb } = await import("@/lib/db/client");
  const { accounts, users } = await import("@/db/accounts");
  const { risks, riskControls, riskTasks, RISK_CATEGORIES } = await import("@/db/risks");
  const { RISK_STATUSES } = await import("@/lib/vocabulary");
  const { tokenFor } = await import("@/lib/credentials/member-session");
  const { GET: listHandler } = await import("@/app/api/v1/risks/route");
  const { GET: matrixHandler } = await import("@/app/api/v1/risks/matrix/route");
  const { GET: exportHandler } = await import("@/app/api/v1/risks/export/route");
  try {
    await prepareDatabase();
    const d = getDb();
    const [account] = await d.insert(accounts).values({ name: "Bench Co", tier: "business" }).returning();
    const [user] = await d
      .insert(users)
      .values({ accountId: account.id, email: `bench-${Date.now()}@example.com`, name: "Bench User", passwordHash: "x" })
      .returning();
    const started = Date.now();
    for (let from = 0; from < count; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - from) }, (_, k) => {
        const n = from + k + 1;
        const scored = n % 10 !== 0;
        return {
          accountId: account.id,
          number: n,
          title: `Risk ${n}: ${["credentials", "vendor", "backup", "patching", "logging"][n % 5]} exposure`,
          description: "A risk of the benchmark's register, described in a sentence or two like a real one would be.",
          category: RISK_CATEGORIES[n % RISK_CATEGORIES.length],
          ownerId: n % 3 === 0 ? user.id : null,
          inherentLikelihood: scored ? (n % 5) + 1 : null,
          inherentImpact: scored ? ((n * 7) % 5) + 1 : null,
          residualLikelihood: n % 2 === 0 && scored ? 1 : null,
          residualImpact: n % 2 === 0 && scored ? ((n * 3) % 5) + 1 : null,
          treatment: n % 4 === 0 ? ("mitigate" as const) : null,
          status: RISK_STATUSES[n % RISK_STATUSES.length],
          reviewCadence: "annual" as const,
          nextReviewDate: n % 11 === 0 ? "2020-01-01" : "2030-01-01",
          createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
        };
      });
      const inserted = await d.insert(risks).values(rows).returning({ id: risks.id });
      await d.insert(riskControls).values(inserted.map((r) => ({ riskId: r.id, accountId: account.id, frameworkId: "soc2", controlId: "CC3.2" })));
      await d.insert(riskTasks).values(inserted.filter((_, k) => k % 2 === 0).map((r) => ({ accountId: account.id, riskId: r.id, title: "Task" })));
    }
    console.log(`Seeded ${count} risks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const headers = { authorization: `Bearer ${await tokenFor(d, user.id, account.id)}` };
    const ctx = { params: Promise.resolve({}) };
    async function time(label: string, path: string, handler: (r: Request, c: typeof ctx) => Promise<Response>) {
      const run = () => handler(new Request(`http://localhost${path}`, { headers }), ctx);
      for (let i = 0; i < 5; i++) await (await run()).text();
      const samples: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const t = performance.now();
        const res = await run();
        const body = await res.text();
        samples.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body.slice(0, 200)}`);
      }
      return { label, ...stats(samples) };
    }
    const results = [
      await time("register, first page (50)", "/api/v1/risks", listHandler),
      await time("register, filtered page", "/api/v1/risks?category=security&minScore=10&reviewOverdue=false", listHandler),
      await time("matrix", "/api/v1/risks/matrix", matrixHandler),
      await time("matrix, filtered", "/api/v1/risks/matrix?status=treating&category=vendor", matrixHandler),
    ];
    // The export: streamed, the heap sampled as the body is read.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    const t = performance.now();
    const res = await exportHandler(new Request("http://localhost/api/v1/risks/export?format=csv", { headers }), ctx);
    const reader = res.body!.getReader();
    let bytes = 0;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // What the stream keeps, not the garbage of the batches already sent: collect before sampling.
      if (++chunks % 4 === 0) gc?.();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const exportMs = performance.now() - t;
    console.log(`\nRisk register of ${count} risks (PostgreSQL, ${iterations} runs each)\n`);
    console.log("request                           median ms   p95 ms");
    for (const r of results) console.log(`${r.label.padEnd(32)} ${r.median.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)}`);
    console.log(
      `\nCSV export: ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${exportMs.toFixed(0)} ms, heap retained while streaming (after GC every 4 batches) ` +
        `${((peak - heapBefore) / 1024 / 1024).toFixed(1)} MiB${gc ? "" : " (run with --expose-gc for a steadier figure)"}.`,
    );
    console.log("Targets: first page and matrix < 50 ms at the median; the export streamed with flat memory.");
  } finally {
    await closeDb();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
