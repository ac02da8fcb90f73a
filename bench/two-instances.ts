/**
 * Two production servers on one PostgreSQL database and one bucket (s3rver in its own process, STORAGE_DRIVER=s3), the API
 * limit shared in Redis (RATE_LIMIT_API_STORE=redis, REDIS_URL, default redis://127.0.0.1:6379), serving the console's
 * mixed read load at once: half the connections on each, every connection cycling through the eight console reads as
 * the demo account with its session cookie, issued by the first instance. Prints each instance's throughput, errors
 * (non-2xx, socket errors, timeouts: the target is zero) and p99. Needs a production build (NEXT_DIST_DIR picks its
 * folder) and PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a scratch database is created and dropped).
 *   npx tsx bench/two-instances.ts [--duration 60] [--connections 50]     (BENCH_PORT: first port, default 3230)
 */
import "../scripts/allow-server-modules.mjs";
import os from "node:os";
import autocannon from "autocannon";
import { consoleSignIn } from "./lib/console-sign-in";
import { seedBenchDemo, waitForFirstSync } from "./lib/demo-account";
import { processTreeUsage } from "./lib/process-cpu";
import { startBenchBucket } from "./lib/s3-bucket";
import { freshDatabase, startProductServer, stop } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = opt("duration", 60);
const connections = opt("connections", 50);
const ports = [Number(process.env.BENCH_PORT || 3230), Number(process.env.BENCH_PORT || 3230) + 1];
// The demo's integration watches the bench's own database on this machine, as the demo's does (lib/demo).
process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";

async function main() {
  const db = await freshDatabase("cp_bench_two_instances");
  const bucket = await startBenchBucket();
  // The seed below runs in this process through lib/: its files go to the same bucket.
  Object.assign(process.env, bucket.env);
  const shared = { ...bucket.env, RATE_LIMIT_API_STORE: "redis", REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379" };
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const servers = await Promise.all(ports.map((port) => startProductServer(db.url, port, { ...shared, APP_URL: bases[0], NEXTAUTH_URL: bases[0] })));
  try {
    const demo = await seedBenchDemo(db.url);
    const session = { cookie: await consoleSignIn(bases[0], demo.email, demo.password) };
    await waitForFirstSync(bases[1], session);
    const audits = (await fetch(`${bases[1]}/api/v1/audits`, { headers: session }).then((r) => r.json())) as { data: { id: string }[] };
    const reads = [
      "/api/v1/auth/me",
      "/api/v1/frameworks/soc2",
      "/api/v1/dashboard",
      "/api/v1/evidence",
      `/api/v1/audits/${audits.data[0].id}`,
      "/api/v1/integrations",
      "/api/v1/tests",
      "/api/v1/audits",
    ];
    const requests = reads.map((path) => ({ method: "GET" as const, path }));
    for (const base of bases) {
      for (const path of reads) {
        const answer = await fetch(`${base}${path}`, { headers: session });
        if (!answer.ok) throw new Error(`${base}${path}: ${answer.status} ${await answer.text()}`);
      }
    }
    // A short warm-up of both, then the measured run: both instances loaded at the same time.
    await Promise.all(bases.map((url) => autocannon({ url, connections: 5, duration: 2, headers: session, requests })));
    const before = servers.map((s) => processTreeUsage(s.pid!));
    const split = [Math.ceil(connections / 2), Math.floor(connections / 2)];
    const results = await Promise.all(bases.map((url, i) => autocannon({ url, connections: split[i], duration, headers: session, requests })));
    const after = servers.map((s) => processTreeUsage(s.pid!));

    console.log(
      `\nTwo instances, one PostgreSQL database, one bucket, API limit in Redis: ${connections} connections (${split.join(" + ")}) ` +
        `for ${duration} s of the console mix (8 reads), ${new Date().toISOString()}, load average ` +
        `${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")} on ${os.cpus().length} cores\n`,
    );
    console.log(
      "instance".padEnd(24),
      "req/s".padStart(8),
      "requests".padStart(9),
      "errors".padStart(7),
      "p50 ms".padStart(7),
      "p99 ms".padStart(7),
      "CPU µs/req".padStart(11),
      "RSS MB".padStart(7),
    );
    let errors = 0;
    results.forEach((r, i) => {
      const failed = r.errors + r.non2xx + r.timeouts;
      errors += failed;
      const cpu = before[i] && after[i] && r.requests.total ? (((after[i]!.cpuMs - before[i]!.cpuMs) * 1000) / r.requests.total).toFixed(0) : "";
      console.log(
        `${"AB"[i]} ${bases[i]}`.padEnd(24),
        r.requests.average.toFixed(0).padStart(8),
        String(r.requests.total).padStart(9),
        String(failed).padStart(7),
        r.latency.p50.toFixed(0).padStart(7),
        r.latency.p99.toFixed(0).padStart(7),
        cpu.padStart(11),
        (after[i]?.rssMb.toFixed(0) ?? "").padStart(7),
      );
    });
    const total = results.reduce((n, r) => n + r.requests.average, 0);
    console.log(`\nTogether ${total.toFixed(0)} req/s; errors ${errors} (target 0: ${errors === 0 ? "met" : "NOT met"}).`);
  } finally {
    await Promise.all(servers.map(stop));
    await bucket.close();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
