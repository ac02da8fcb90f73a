import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll } from "vitest";
import { closeDb } from "@/lib/db/client";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { pgliteTemplateFile, templateDatabaseName } from "./global-setup";

/**
 * Each test file gets its own database: a copy of the migrated template on PostgreSQL, or an in-memory PGlite
 * loaded from the migrated data directory's dump (global-setup.ts) and served over its socket on the embedded runs.
 * The app's own client connects to it through DATABASE_URL, exactly as in production.
 */
// Files share a worker process (isolate: false in vitest.config.ts): what a file sets in process.env ends with it.
const envBefore = { ...process.env };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cp-test-"));
process.env.DATA_DIR = dataDir;

let cleanup: () => Promise<void>;
if (process.env.TEST_DB_DRIVER === "postgres") {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = templateDatabaseName();
  const name = `cp_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DB_POOL_MAX = "10";
  cleanup = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
} else {
  const template = new Blob([fs.readFileSync(pgliteTemplateFile())]);
  const embedded: EmbeddedDatabase = await startEmbeddedDatabase(undefined, 0, { loadDataDir: template });
  process.env.DATABASE_URL = embedded.url;
  process.env.DB_POOL_MAX = "1";
  cleanup = () => embedded.stop();
}

afterAll(async () => {
  await closeDb();
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
  Object.assign(process.env, envBefore);
});
