/**
 * Throughput and p99 of the product's routes next to Next's own floor and the machine's limit.
 * Needs a production build (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; a scratch database is created and dropped).
 * The Next routes are measured in interleaved rounds and each figure is the median round, so a
 * passing disturbance on this shared 2-core machine skews one round rather than one route.
 *   npx tsx bench/api-load.ts [--duration 5] [--connections 50] [--rounds 3]
 */
import "../scripts/allow-server-modules.mjs";
import http from "node:http";
import autocannon from "autocannon";
import postgres from "postgres";
import { freshDatabase, startProductServer, stop } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = opt("duration", 5);
const connections = opt("connections", 50);
const rounds = opt("rounds", 3);
const PORT = 3210;
const BARE_PORT = 3211;

interface Figure {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Figure> {
  // Short warm-up so JIT and connection pools are steady before measuring.
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections, duration, headers });
  const errors = result.errors + result.non2xx;
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
}

function median(figures: Figure[]): Figure {
  const sorted = [...figures].sort((a, b) => a.rps - b.rps);
  const mid = sorted[Math.floor(sorted.length / 2)];
  return { ...mid, errors: figures.reduce((n, f) => n + f.errors, 0) };
}

async function main() {
  const db = await freshDatabase("cp_bench_load");
  const server = await startProductServer(db.url, PORT);
  const bareSql = postgres(db.url, { max: 10 });
  const bare = http.createServer(async (_req, res) => {
    await bareSql`select 1`;
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"status":"ok","db":"ok"}');
  });
  await new Promise<void>((r) => bare.listen(BARE_PORT, "127.0.0.1", r));
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const email = `bench-${Date.now()}@example.com`;
    const registered = await fetch(`${base}/api/v1/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "bench-password-123", name: "Bench", company: "Bench" }),
    }).then((r) => r.json());
    const token = registered.data.accessToken as string;

    const routes: [string, string, Record<string, string>?][] = [
      ["GET /api/health (Next route + select 1)", `${base}/api/health`],
      ["GET /api/v1/auth/me", `${base}/api/v1/auth/me`, { authorization: `Bearer ${token}` }],
      ["GET /api/v1/frameworks/soc2", `${base}/api/v1/frameworks/soc2`],
    ];
    const perRoute: Figure[][] = routes.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, [name, url, headers]] of routes.entries()) perRoute[i].push(await load(name, url, headers));
    }
    const figures = [await load("bare node:http + postgres-js (select 1)", `http://127.0.0.1:${BARE_PORT}/`), ...perRoute.map(median)];

    const [bareFig, healthFig] = figures;
    console.log(`\n${connections} connections, ${duration} s per route and round, median of ${rounds} interleaved rounds, on ${new Date().toISOString()}\n`);
    console.log("route".padEnd(44), "req/s".padStart(9), "p99 ms".padStart(8), "× health".padStart(9), "× bare".padStart(8), "errors".padStart(7));
    for (const f of figures) {
      console.log(
        f.name.padEnd(44),
        f.rps.toFixed(0).padStart(9),
        f.p99.toFixed(1).padStart(8),
        (f.rps / healthFig.rps).toFixed(2).padStart(9),
        (f.rps / bareFig.rps).toFixed(2).padStart(8),
        String(f.errors).padStart(7),
      );
    }
    const worst = Math.min(...figures.slice(2).map((f) => f.rps / healthFig.rps));
    console.log(`\nTarget: product routes ≥ 0.80 × /api/health. Lowest ratio: ${worst.toFixed(2)} ${worst >= 0.8 ? "(met)" : "(NOT met)"}`);
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
