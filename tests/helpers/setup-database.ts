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
 * Each test file starts on a fresh database: a copy of the migrated template on PostgreSQL, or an in-memory PGlite
 * loaded once per worker from the migrated data directory's dump (global-setup.ts), emptied between files and served
 * over its socket on the embedded runs. The app's own client connects through DATABASE_URL, exactly as in production.
 */
/** The built-in catalogs the template holds (the only rows it has), as one digest: a file that changed them gets a new database. */
const CATALOG_DIGEST = `select md5(
  coalesce((select string_agg(f::text, ',' order by f::text) from frameworks f), '') ||
  coalesce((select string_agg(c::text, ',' order by c::text) from framework_controls c), '')) as digest`;

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
  const embedded = await sharedEmbeddedDatabase();
  process.env.DATABASE_URL = embedded.url;
  process.env.DB_POOL_MAX = "1";
  // The worker's database outlives the file: the next file empties it (sharedEmbeddedDatabase).
  cleanup = async () => {};
}

afterAll(async () => {
  await closeDb();
  await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const key of Object.keys(process.env)) if (!(key in envBefore)) delete process.env[key];
  Object.assign(process.env, envBefore);
});

interface SharedEmbedded {
  embedded: EmbeddedDatabase;
  /** Empties every table the template holds empty, and the session state a file may leave on the one backend. */
  reset: string;
  catalogs: string;
}

async function loadTemplate(): Promise<SharedEmbedded> {
  const template = new Blob([fs.readFileSync(pgliteTemplateFile())]);
  const embedded = await startEmbeddedDatabase(undefined, 0, { loadDataDir: template });
  const tables = await embedded.exec(
    "select tablename from pg_tables where schemaname = 'public' and tablename not in ('frameworks', 'framework_controls') order by tablename",
  );
  const names = tables.map((t) => `public."${String(t.tablename)}"`).join(", ");
  const [row] = await embedded.exec(CATALOG_DIGEST);
  return { embedded, reset: `truncate ${names} restart identity cascade`, catalogs: String(row.digest) };
}

/**
 * One PGlite per worker (files run one after another in it: isolate false): loading the migrated template costs about
 * a second of CPU per file, emptying its tables a few milliseconds. A file finds every table empty but the built-in
 * catalogs, as in a fresh copy; one that changed the catalogs, or left the database unusable, gets a fresh copy.
 */
async function sharedEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const holder = globalThis as { __cpSharedEmbedded?: SharedEmbedded };
  const current = holder.__cpSharedEmbedded;
  if (current) {
    try {
      const [row] = await current.embedded.exec(CATALOG_DIGEST);
      if (String(row.digest) === current.catalogs) {
        // Not in the same query: DISCARD ALL refuses to run inside the implicit transaction of a multi-statement query.
        await current.embedded.exec("discard all");
        await current.embedded.exec(current.reset);
        return current.embedded;
      }
    } catch {
      // unusable: replaced below
    }
    await current.embedded.stop().catch(() => {});
  }
  holder.__cpSharedEmbedded = await loadTemplate();
  return holder.__cpSharedEmbedded.embedded;
}
