import type { TestProject } from "vitest/node";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";

/**
 * PostgreSQL runs: migrate one template database per migration set, once; every test file then
 * copies it (CREATE DATABASE … TEMPLATE), which takes a fraction of a second.
 */
export default async function globalSetup(project: TestProject) {
  // Project env applies to the test workers, not to this process: read it from the config.
  if (project.config.env?.TEST_DB_DRIVER !== "postgres") return;
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

/** Named after the migrations and catalogs it holds, so a changed schema gets a new template. */
export function templateDatabaseName(): string {
  const hash = createHash("sha256");
  for (const dir of ["drizzle", "lib/frameworks/catalogs"]) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".sql") || f.endsWith(".json")).sort()) {
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
