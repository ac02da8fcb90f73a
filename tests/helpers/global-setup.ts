import type { TestProject } from "vitest/node";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

/**
 * Migrate once per migration set, then every test file starts from the result in a fraction of a second: on
 * PostgreSQL a template database (CREATE DATABASE … TEMPLATE), on PGlite a dump of the migrated data directory
 * that each file's in-memory PGlite loads (tests/helpers/setup-database.ts).
 */
export default async function globalSetup(project: TestProject) {
  // Project env applies to the test workers, not to this process: read it from the config.
  const driver = project.config.env?.TEST_DB_DRIVER;
  if (driver === "pglite") return preparePgliteTemplate();
  if (driver !== "postgres") return;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = templateDatabaseName();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(7215003)`;
    const [exists] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!exists) {
      await admin.unsafe(`create database "${template}_tmp"`);
      const url = withDatabase(adminUrl, `${template}_tmp`);
      const previous = process.env.DATABASE_URL;
      process.env.DATABASE_URL = url;
      process.env.DB_POOL_MAX = "2";
      const { prepareDatabase } = await import("@/lib/background/prepare-database");
      const { closeDb } = await import("@/lib/db/client");
      await prepareDatabase();
      await closeDb();
      process.env.DATABASE_URL = previous;
      await admin.unsafe(`alter database "${template}_tmp" rename to "${template}"`);
    }
    await admin`select pg_advisory_unlock(7215003)`;
  } finally {
    await admin.end();
  }
}

/** The migrated PGlite data directory as a tarball, written once per template name (atomically: files run in parallel). */
async function preparePgliteTemplate(): Promise<void> {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return;
  const { startEmbeddedDatabase } = await import("@/lib/db/embedded");
  const embedded = await startEmbeddedDatabase(undefined);
  const previous = { url: process.env.DATABASE_URL, pool: process.env.DB_POOL_MAX };
  try {
    process.env.DATABASE_URL = embedded.url;
    process.env.DB_POOL_MAX = "1";
    const { prepareDatabase } = await import("@/lib/background/prepare-database");
    const { closeDb } = await import("@/lib/db/client");
    await prepareDatabase();
    await closeDb();
    // A checkpoint first, so a file's PGlite starts from a clean data directory instead of replaying the migrations' WAL.
    const sql = postgres(embedded.url, { max: 1, onnotice: () => {} });
    await sql`checkpoint`;
    await sql.end();
    const dump = Buffer.from(await (await embedded.dumpDataDir()).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, dump);
    fs.renameSync(temp, file);
  } finally {
    process.env.DATABASE_URL = previous.url;
    process.env.DB_POOL_MAX = previous.pool;
    await embedded.stop();
  }
}

export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), "compliance-platform-tests", `${templateDatabaseName()}.checkpointed.pglite.tar`);
}

/** Named after the migrations and catalogs it holds, so a changed schema gets a new template. */
export function templateDatabaseName(): string {
  const hash = createHash("sha256");
  for (const dir of ["drizzle", "lib/frameworks/catalogs"]) {
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".sql") || f.endsWith(".json"))
      .sort()) {
      hash.update(file).update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return `cp_tpl_${hash.digest("hex").slice(0, 16)}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
