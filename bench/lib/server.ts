import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import postgres from "postgres";

/** A fresh PostgreSQL database for a benchmark run (dropped by `drop`). */
export async function freshDatabase(name: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The server's AUTH_SECRET; a bench that seeds through lib/ in its own process signs with the same one. */
export const BENCH_AUTH_SECRET = process.env.AUTH_SECRET ?? "bench-secret-0123456789abcdefghijklmnopqrstuvwxyz";

/** Starts the production build through the product's launcher against `databaseUrl`. */
export async function startProductServer(databaseUrl: string, port: number, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      AUTH_SECRET: BENCH_AUTH_SECRET,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_AUTH_PER_MINUTE: "100000000",
      ...extraEnv,
    },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("server did not start (is there a production build? run `npm run build`)");
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
