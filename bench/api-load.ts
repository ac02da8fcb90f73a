/**
 * Throughput and p99 of the product's routes next to Next's own floor and the machine's limit.
 * Needs a production build (`npm run build`; NEXT_DIST_DIR picks another build folder, as for `next build`) and
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a scratch
 * database is created and dropped). The console's reads run as the demo account (lib/demo, seeded here) signed in
 * through next-auth like the console, with its session cookie; `/auth/me` also with a Bearer token, for comparison.
 * "console mix" cycles every connection through the 8 console reads. The Next routes are measured in interleaved
 * rounds and each figure is the median round, so a passing disturbance on this shared 2-core machine skews one
 * round rather than one route.
 *   npx tsx bench/api-load.ts [--duration 5] [--connections 50] [--rounds 3] [--only mix]
 */
import "../scripts/allow-server-modules.mjs";
import http from "node:http";
import os from "node:os";
import autocannon from "autocannon";
import postgres from "postgres";
import { consoleSignIn } from "./lib/console-sign-in";
import { seedBenchDemo, waitForFirstSync } from "./lib/demo-account";
import { processTreeUsage } from "./lib/process-cpu";
import { freshDatabase, startProductServer, stop } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = opt("duration", 5);
const connections = opt("connections", 50);
const rounds = opt("rounds", 3);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const PORT = 3210;
// The demo's integration watches the bench's own database on this machine, as the demo's does (lib/demo).
process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS = "true";
const BARE_PORT = 3211;

interface Figure {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** The server's CPU per answered request, µs (undefined for the bare server, which runs in this process). */
  cpuUs?: number;
}

/** One route, or with `paths` a mix: every connection cycles through the paths in turn. */
interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  paths?: string[];
}

async function load({ name, url, headers = {}, paths }: Target, serverPid?: number): Promise<Figure> {
  const requests = paths?.map((path) => ({ method: "GET" as const, path }));
  // Short warm-up so JIT and connection pools are steady before measuring.
  await autocannon({ url, connections: 10, duration: 1, headers, requests });
  const before = serverPid ? processTreeUsage(serverPid) : undefined;
  const result = await autocannon({ url, connections, duration, headers, requests });
  const after = serverPid ? processTreeUsage(serverPid) : undefined;
  if (after) peakRssMb = Math.max(peakRssMb, after.rssMb);
  const errors = result.errors + result.non2xx;
  const cpuUs = before && after && result.requests.total > 0 ? ((after.cpuMs - before.cpuMs) * 1000) / result.requests.total : undefined;
  return { name, rps: result.requests.average, p99: result.latency.p99, errors, timeouts: result.timeouts, cpuUs };
}

let peakRssMb = 0;

function median(figures: Figure[]): Figure {
  const sorted = [...figures].sort((a, b) => a.rps - b.rps);
  const mid = sorted[Math.floor(sorted.length / 2)];
  const cpu = figures
    .map((f) => f.cpuUs)
    .filter((c): c is number => c !== undefined)
    .sort((a, b) => a - b);
  return {
    ...mid,
    cpuUs: cpu[Math.floor(cpu.length / 2)],
    errors: figures.reduce((n, f) => n + f.errors, 0),
    timeouts: figures.reduce((n, f) => n + f.timeouts, 0),
  };
}

async function main() {
  const db = await freshDatabase("cp_bench_load");
  const server = await startProductServer(db.url, PORT);
  const serverStartRss = server.pid ? processTreeUsage(server.pid)?.rssMb : undefined;
  const bareSql = postgres(db.url, { max: 10 });
  const bare = http.createServer(async (_req, res) => {
    await bareSql`select 1`;
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"status":"ok","db":"ok"}');
  });
  await new Promise<void>((r) => bare.listen(BARE_PORT, "127.0.0.1", r));
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const demo = await seedBenchDemo(db.url);
    const cookie = await consoleSignIn(base, demo.email, demo.password);
    const token = await fetch(`${base}/api/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    }).then(async (r) => (await r.json()).data.accessToken as string);
    const session = { cookie };
    await waitForFirstSync(base, session);
    const audits = await fetch(`${base}/api/v1/audits`, { headers: session }).then((r) => r.json());
    const auditId = audits.data[0]?.id as string | undefined;
    if (!auditId) throw new Error("the demo account has no audit");
    const reads: [string, string][] = [
      ["auth/me", "/api/v1/auth/me"],
      ["frameworks/soc2", "/api/v1/frameworks/soc2"],
      ["dashboard", "/api/v1/dashboard"],
      ["evidence", "/api/v1/evidence"],
      ["audit detail", `/api/v1/audits/${auditId}`],
      ["integrations", "/api/v1/integrations"],
      ["tests", "/api/v1/tests"],
      ["audits", "/api/v1/audits"],
    ];
    for (const [name, path] of reads) {
      const answer = await fetch(`${base}${path}`, { headers: session });
      if (!answer.ok) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    }
    const all: Target[] = [
      { name: "GET /api/health (Next route + select 1)", url: `${base}/api/health` },
      { name: "GET /api/v1/auth/me (Bearer JWT)", url: `${base}/api/v1/auth/me`, headers: { authorization: `Bearer ${token}` } },
      ...reads.map(([name, path]) => ({ name: `GET ${name} (session cookie)`, url: `${base}${path}`, headers: session })),
      { name: "console mix (8 reads, session cookie)", url: base, headers: session, paths: reads.map(([, path]) => path) },
    ];
    const routes = only === "mix" ? [all[0], all[all.length - 1]] : all;
    const perRoute: Figure[][] = routes.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, target] of routes.entries()) perRoute[i].push(await load(target, server.pid));
    }
    const figures = [await load({ name: "bare node:http + postgres-js (select 1)", url: `http://127.0.0.1:${BARE_PORT}/` }), ...perRoute.map(median)];

    const [bareFig, healthFig] = figures;
    console.log(
      `\n${connections} connections, ${duration} s per route and round, median of ${rounds} interleaved rounds, on ` +
        `${new Date().toISOString()}, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")} on ${os.cpus().length} cores\n`,
    );
    console.log(
      "route".padEnd(48),
      "req/s".padStart(9),
      "p99 ms".padStart(8),
      "× health".padStart(9),
      "× bare".padStart(8),
      "errors".padStart(7),
      "timeouts".padStart(9),
      "CPU µs/req".padStart(11),
      "× health".padStart(9),
    );
    for (const f of figures) {
      console.log(
        f.name.padEnd(48),
        f.rps.toFixed(0).padStart(9),
        f.p99.toFixed(1).padStart(8),
        (f.rps / healthFig.rps).toFixed(2).padStart(9),
        (f.rps / bareFig.rps).toFixed(2).padStart(8),
        String(f.errors).padStart(7),
        String(f.timeouts).padStart(9),
        (f.cpuUs?.toFixed(0) ?? "").padStart(11),
        (f.cpuUs && healthFig.cpuUs ? (f.cpuUs / healthFig.cpuUs).toFixed(2) : "").padStart(9),
      );
    }
    const worst = Math.min(...figures.slice(2).map((f) => f.rps / healthFig.rps));
    const startRss = serverStartRss ? `${serverStartRss.toFixed(0)} MB after start-up, ` : "";
    console.log(`\nServer CPU per request: the launcher and the Next server, user + system time. Server RSS: ${startRss}peak ${peakRssMb.toFixed(0)} MB.`);
    const slowest = Math.max(...figures.slice(2).map((f) => f.p99));
    console.log(
      `\nTarget: product routes ≥ 0.80 × /api/health. Lowest ratio: ${worst.toFixed(2)} ${worst >= 0.8 ? "(met)" : "(NOT met)"}; highest ` +
        `p99 ${slowest.toFixed(0)} ms`,
    );
  } finally {
    bare.close();
    await bareSql.end();
    await stop(server);
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
