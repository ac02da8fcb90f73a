import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_AUTH_SECRET } from "./server";

/**
 * The demo account (lib/demo: members, frameworks, evidence, audits, and its PostgreSQL integration watching the
 * bench's own database, as the demo watches its own) in the bench's database, seeded in this process through the
 * product's services once the server has migrated it. The server syncs the integration (call `waitForFirstSync`),
 * which gives the tests their results. Answers the console login.
 */
export async function seedBenchDemo(databaseUrl: string): Promise<{ email: string; password: string }> {
  process.env.DATABASE_URL = databaseUrl;
  process.env.AUTH_SECRET = BENCH_AUTH_SECRET;
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cp-bench-demo-"));
  process.env.LOG_LEVEL ??= "warn";
  const { seedDemo } = await import("@/lib/demo/seed-demo");
  const { closeDb } = await import("@/lib/db/client");
  try {
    const url = new URL(databaseUrl);
    const target = {
      host: url.hostname,
      port: Number(url.port || 5432),
      database: url.pathname.slice(1),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password) || "bench",
    };
    const { email, password } = await seedDemo({ postgres: target });
    return { email, password };
  } finally {
    await closeDb();
    fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  }
}

/** Waits (up to a minute) until the server has synced every integration once, so the tests have results. */
export async function waitForFirstSync(base: string, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const answer = (await fetch(`${base}/api/v1/integrations`, { headers }).then((r) => r.json())) as { data: { lastSync: { status: string } | null }[] };
    if (answer.data.every((integration) => integration.lastSync && integration.lastSync.status !== "running")) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the demo's integration did not sync within a minute");
}
