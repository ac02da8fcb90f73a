/**
 * Throughput and p99 of the product's routes next to Next's own floor and the machine's limit.
 * Needs a production build (`npm run build`) and PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; a scratch database is created and dropped).
 *   npx tsx bench/api-load.ts [--duration 10] [--connections 50]
 */
import http from "node:http";
import autocannon from "autocannon";
import postgres from "postgres";
import { freshDatabase, startProductServer, stop } from "./lib/server";

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const duration = opt("duration", 10);
const connections = opt("connections", 50);
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
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  const errors = result.errors + result.non2xx;
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
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

    const figures: Figure[] = [];
    figures.push(await load("bare node:http + postgres-js (select 1)", `http://127.0.0.1:${BARE_PORT}/`));
    figures.push(await load("GET /api/health (Next route + select 1)", `${base}/api/health`));
    figures.push(await load("GET /api/v1/auth/me", `${base}/api/v1/auth/me`, { authorization: `Bearer ${token}` }));
    figures.push(await load("GET /api/v1/frameworks/soc2", `${base}/api/v1/frameworks/soc2`));

    const [bareFig, healthFig] = figures;
    console.log(`\n${connections} connections, ${duration} s per route, on ${new Date().toISOString()}\n`);
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
