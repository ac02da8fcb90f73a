import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO } from "./helpers";
import { E2E_PORTS } from "./ports";

/**
 * SIGTERM against the real product: its own production server, started by the launcher (scripts/start.ts) on the
 * embedded database, is stopped while a 100,000-row population upload is still arriving, an audit package is being
 * built and an integration sync is running. Each completes; new connections are refused meanwhile; the launcher
 * keeps the embedded database serving until the server has exited, then exits 0 itself (lib/http/graceful-shutdown.ts).
 */

const port = E2E_PORTS.shutdown;
const base = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? ".e2e-data"}-shutdown`);

let launcher: ChildProcess | undefined;
let output = "";

test.afterAll(() => {
  if (launcher && launcher.exitCode === null) launcher.kill("SIGKILL");
});

async function startProduct(): Promise<ChildProcess> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts", "--demo"], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      NEXTAUTH_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      HTTPS_PORT: String(port + 443),
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_AUTH_PER_MINUTE: "1000",
      MONITORING_TICK_MS: "3600000",
      // The three requests share the embedded database's one connection on a busy machine: the drain, not the bound, is tested here.
      SHUTDOWN_GRACE_MS: "120000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output.includes("Compliance Platform is running at"), { timeout: 240_000, intervals: [500] }).toBe(true);
  return child;
}

/** One request over its own connection; `slowBody` sends the body in 40 pieces over about 2 s. */
function request(
  method: string,
  urlPath: string,
  options: { token?: string; body?: string; slowBody?: boolean } = {},
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { connection: "close" };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (method !== "GET") headers["content-length"] = Buffer.byteLength(options.body ?? "");
    const req = http.request(`${base}${urlPath}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    if (options.body === undefined) return void req.end();
    if (!options.slowBody) return void req.end(options.body);
    const bytes = Buffer.from(options.body);
    const size = Math.ceil(bytes.length / 40);
    let at = 0;
    const timer = setInterval(() => {
      req.write(bytes.subarray(at, at + size));
      at += size;
      if (at >= bytes.length) {
        clearInterval(timer);
        req.end();
      }
    }, 50);
  });
}

const json = (r: { body: Buffer }) => JSON.parse(r.body.toString("utf8"));

test("SIGTERM lets an upload, a package download and a sync in flight finish, then the product exits", async () => {
  test.setTimeout(420_000);
  launcher = await startProduct();
  const exited = new Promise<number | null>((resolve) => launcher!.once("exit", (code) => resolve(code)));

  const tokenAnswer = await request("POST", "/api/v1/auth/token", { body: JSON.stringify({ email: DEMO.email, password: DEMO.password }) });
  expect(tokenAnswer.status, tokenAnswer.body.toString()).toBe(200);
  const token: string = json(tokenAnswer).data.accessToken;
  const audits = json(await request("GET", "/api/v1/audits", { token })).data as { id: string; type: string; period_start: string | null }[];
  const audit = audits.find((a) => a.type === "type_ii" && a.period_start)!;
  const integrations = json(await request("GET", "/api/v1/integrations", { token })).data as { id: string; provider: string }[];
  const integration = integrations.find((i) => i.provider === "postgresql")!;
  expect(audit && integration).toBeTruthy();

  const start = new Date(`${audit.period_start}T00:00:00Z`).getTime();
  const lines = ["id,date,notes"];
  for (let i = 1; i <= 100_000; i++) lines.push(`SHUT-${i},${new Date(start + i * 60_000).toISOString()},row ${i}`);
  const upload = request("POST", `/api/v1/audits/${audit.id}/populations`, {
    token,
    slowBody: true,
    body: JSON.stringify({
      control_id: "CC6.2",
      name: "Shutdown drill",
      kind: "new_hires",
      frequency: "multiple_daily",
      source: "csv",
      filename: "drill.csv",
      csv: `${lines.join("\n")}\n`,
    }),
  });
  const download = request("GET", `/api/v1/audits/${audit.id}/package`, { token });
  const sync = request("POST", `/api/v1/integrations/${integration.id}/sync`, { token });
  // Awaited below; a failure meanwhile (a cut connection) is reported there, not as an unhandled rejection.
  for (const pending of [upload, download, sync]) pending.catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  launcher.kill("SIGTERM");
  await expect.poll(() => output.includes("SIGTERM: draining"), { timeout: 10_000 }).toBe(true);
  await expect(request("GET", "/api/health")).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

  const [uploaded, downloaded, synced] = await Promise.all([upload, download, sync]);
  expect(uploaded.status, uploaded.body.toString()).toBe(201);
  expect(json(uploaded).data.row_count).toBe(100_000);
  expect(downloaded.status, downloaded.body.toString().slice(0, 500)).toBe(200);
  expect(downloaded.body.subarray(0, 2).toString()).toBe("PK");
  expect(synced.status, synced.body.toString()).toBe(200);
  expect(json(synced).data.status).toBe("succeeded");
  expect(await exited).toBe(0);
  expect(output).toContain("Shutdown complete");
  expect(output).not.toMatch(/grace period ended/);
});
