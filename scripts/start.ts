/**
 * Starts the product: `tsx scripts/start.ts [--dev] [--demo]`.
 * - DATABASE_URL unset: this process owns the embedded PGlite in DATA_DIR and serves it on 127.0.0.1
 *   over the PostgreSQL protocol; Next connects to it like to any PostgreSQL. Nothing else may open it.
 * - Applies migrations and syncs the built-in catalogs, then starts the HTTP server in a child
 *   process: scripts/serve.ts, Next behind node:http, which takes each request's client address
 *   from the socket (TRUST_PROXY: which proxies to believe). The child owns no database; this
 *   process keeps serving the embedded one.
 * - --demo: ensures the demo account and prints the URL, login and API key once the server answers.
 */
import "./allow-server-modules.mjs";
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const demo = args.has("--demo");

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  fs.mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
  const port = process.env.PORT ?? "3000";
  process.env.APP_URL ??= `http://localhost:${port}`;
  // next-auth reads its own variable for absolute callback URLs.
  process.env.NEXTAUTH_URL ??= process.env.APP_URL;
  ensureAuthSecret(dataDir);
  await checkSettings();
  if (demo) process.env.ENABLE_DEV_MAILBOX ??= "true";
  // The demo runs on one machine, so its webhooks point at local receivers; a real deployment keeps the
  // SSRF guard (README "Security notes"). An explicit ALLOW_PRIVATE_WEBHOOK_URLS=false still wins.
  if (demo) process.env.ALLOW_PRIVATE_WEBHOOK_URLS ??= "true";
  // Likewise its integrations watch this machine: its own database and its own HTTPS listener.
  if (demo) process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS ??= "true";
  let demoTlsCa: string | undefined;
  if (demo && !process.env.TLS_CERT_FILE) {
    const { ensureDemoTls } = await import("../lib/demo/demo-tls");
    const tls = ensureDemoTls(dataDir);
    process.env.TLS_CERT_FILE = tls.certFile;
    process.env.TLS_KEY_FILE = tls.keyFile;
    process.env.HTTPS_PORT ??= String(Number(port) + 443);
    demoTlsCa = tls.caPem;
  }
  // Compiled while the database is prepared; see bundleServer.
  const serverEntry = bundleServer();
  serverEntry.catch(() => {});

  let stopEmbedded: (() => Promise<void>) | undefined;
  let serveSnapshot: (() => Promise<{ url: string }>) | undefined;
  if (!process.env.DATABASE_URL) {
    const { startEmbeddedDatabase } = await import("../lib/db/embedded");
    const embedded = await startEmbeddedDatabase(path.join(dataDir, "pglite"), Number(process.env.EMBEDDED_DB_PORT ?? 0));
    stopEmbedded = embedded.stop;
    serveSnapshot = embedded.serveSnapshot;
    process.env.DATABASE_URL = embedded.url;
    process.env.DB_POOL_MAX = "1";
    console.log(`Embedded database (PGlite) in ${path.join(dataDir, "pglite")}`);
  }

  const { prepareDatabase } = await import("../lib/background/prepare-database");
  const { closeDb } = await import("../lib/db/client");
  const { config } = await import("../lib/config");
  const prepared = await prepareDatabase();
  console.log(
    `Database ready: ${prepared.migrations} migration(s) applied, catalogs synced${prepared.frameworks.length ? ` (${prepared.frameworks.join(", ")})` : ""}.`,
  );
  let demoLogin: { email: string; password: string; apiKey: string } | undefined;
  if (demo) {
    console.log("Preparing the demo account (first start only takes longer)…");
    const { seedDemo } = await import("../lib/demo/seed-demo");
    // The demo's PostgreSQL integration watches the demo's own database: PostgreSQL itself, or on the embedded
    // database (one connection only) a copy of it served beside it.
    const watched = new URL(serveSnapshot ? (await serveSnapshot()).url : process.env.DATABASE_URL!);
    demoLogin = await seedDemo({
      postgres: {
        host: watched.hostname,
        port: Number(watched.port || 5432),
        database: decodeURIComponent(watched.pathname.slice(1)) || "postgres",
        user: decodeURIComponent(watched.username) || "postgres",
        password: decodeURIComponent(watched.password) || "embedded-database-needs-none",
      },
      https: demoTlsCa && process.env.HTTPS_PORT ? { url: `https://localhost:${process.env.HTTPS_PORT}/`, caPem: demoTlsCa } : undefined,
    });
  }
  // The embedded database serves one connection: hand it over to the server.
  await closeDb();

  const allowServerModules = ["--import", path.resolve("scripts", "allow-server-modules.mjs")];
  const child = spawn(process.execPath, [...allowServerModules, ...(await serverEntry), ...(dev ? ["--dev"] : [])], {
    stdio: "inherit",
    // What `next start` / `next dev` would set: React and Next pick their builds by NODE_ENV.
    env: { ...process.env, PORT: port, NODE_ENV: dev ? "development" : "production", SKIP_DB_PREPARE: "true" },
  });
  let killTimer: NodeJS.Timeout | undefined;
  const stop = async (code: number) => {
    if (stopEmbedded) await stopEmbedded().catch(() => {});
    process.exit(code);
  };
  child.on("exit", (code) => {
    clearTimeout(killTimer);
    void stop(code ?? 0);
  });
  // The server drains for SHUTDOWN_GRACE_MS (scripts/serve.ts) while this process keeps the embedded database
  // serving its requests; it is stopped only once the server has exited, and a server that outlives its grace is killed.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      child.kill(signal);
      killTimer ??= setTimeout(() => child.kill("SIGKILL"), config.shutdownGraceMs + 10_000);
    });
  }

  console.log("Starting the server…");
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  const url = process.env.APP_URL;
  console.log(`\n  Compliance Platform is running at ${url}`);
  if (demoLogin) {
    console.log(`  Demo login:   ${demoLogin.email} / ${demoLogin.password}`);
    console.log(`  Demo API key: ${demoLogin.apiKey}`);
    console.log(`  API reference: ${url}/docs    Outbox: ${url}/dev/mailbox`);
    if (config.logLevel === "warn") console.log("  Logs below: warnings and errors only (LOG_LEVEL=info logs every request).");
    console.log(`  Data: ${dataDir}    Port: ${port} (PORT, DATA_DIR change them)`);
    if (process.env.HTTPS_PORT && demoTlsCa)
      console.log(`  Also over HTTPS (demo CA in ${path.join(dataDir, "demo-tls", "ca.crt")}): https://localhost:${process.env.HTTPS_PORT}`);
    console.log("");
  }
}

/**
 * scripts/serve.ts compiled to one ES module (packages stay imports), so the server process runs
 * on plain Node: under the tsx loader every one of Next's modules would pass through its hooks,
 * seconds of startup. Kept under node_modules/.cache (where `next` resolves), named by its content,
 * so concurrent launchers never see a half-written file. Where that folder is read-only, the
 * server runs under tsx instead.
 */
async function bundleServer(): Promise<string[]> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [path.resolve("scripts", "serve.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0].contents;
  const dir = path.resolve("node_modules", ".cache", "compliance-platform");
  const file = path.join(dir, `serve-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.mjs`);
  try {
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, code);
      fs.renameSync(temp, file);
    }
    return [file];
  } catch {
    return ["--import", "tsx", path.resolve("scripts", "serve.ts")];
  }
}

function ensureAuthSecret(dataDir: string) {
  if (process.env.AUTH_SECRET) return;
  const production = !dev && !demo;
  if (production) {
    console.error("AUTH_SECRET is required in production (e.g. `openssl rand -base64 48`). Use --demo to try the product locally.");
    process.exit(1);
  }
  const file = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  process.env.AUTH_SECRET = fs.readFileSync(file, "utf8").trim();
}

/** Settings the server would otherwise trip over only at its first request: refused before anything starts. */
async function checkSettings() {
  const { config } = await import("../lib/config");
  try {
    void config.rateLimits.apiStore;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`The server did not become healthy at ${url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
