/**
 * The operator CLI: `npm run admin -- <command>` (commands: lib/admin/run-command.ts, or `--help`).
 * - DATABASE_URL set: works on that PostgreSQL (run `npm start` once first: it applies the migrations).
 * - DATABASE_URL unset: opens the embedded PGlite in DATA_DIR itself, holding its lock file, and
 *   applies pending migrations like the launcher. PGlite has one owner and the running server holds
 *   its only connection, so while the launcher owns the directory the CLI stops with a message
 *   instead of opening it a second time (which would lose writes).
 */
import "./allow-server-modules.mjs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { isServiceError } from "../lib/errors";

const HELP = new Set(["help", "--help", "-h"]);

async function main(argv: string[]): Promise<number> {
  // Quiet unless asked; the CLI prints its own results.
  process.env.LOG_LEVEL ??= "warn";
  // Registration signs a token the CLI never shows; without the server's secret any key will do.
  process.env.AUTH_SECRET ??= process.env.NEXTAUTH_SECRET ?? randomBytes(48).toString("base64url");
  const { ADMIN_USAGE, runAdminCommand, UsageError } = await import("../lib/admin");
  if (argv.length === 0 || argv.some((a) => HELP.has(a))) {
    console.log(ADMIN_USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const json = argv.includes("--json");

  let stopEmbedded: (() => Promise<void>) | undefined;
  const { closeDb } = await import("../lib/db/client");
  try {
    if (!process.env.DATABASE_URL) {
      const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
      const pgliteDir = path.join(dataDir, "pglite");
      const { embeddedOwner, EmbeddedDatabaseBusyError, startEmbeddedDatabase } = await import("../lib/db/embedded");
      const busy = (pid: number) =>
        `The embedded database in ${pgliteDir} is in use by the running server (process ${pid}). PGlite has a single owner and ` +
        "the server holds its only connection: stop the server (Ctrl-C, or kill that process), run this command, then start it again. " +
        "With PostgreSQL (DATABASE_URL) the CLI works while the server runs.";
      const owner = embeddedOwner(pgliteDir);
      if (owner) {
        console.error(busy(owner.pid));
        return 3;
      }
      try {
        const embedded = await startEmbeddedDatabase(pgliteDir);
        stopEmbedded = embedded.stop;
        process.env.DATABASE_URL = embedded.url;
        process.env.DB_POOL_MAX = "1";
      } catch (error) {
        if (error instanceof EmbeddedDatabaseBusyError) {
          console.error(busy(error.owner.pid));
          return 3;
        }
        throw error;
      }
      const { prepareDatabase } = await import("../lib/background/prepare-database");
      await prepareDatabase();
    } else {
      process.env.DB_POOL_MAX ??= "2";
    }

    const { operatorContext } = await import("../lib/admin");
    try {
      // Progress of the long commands goes to stderr, so stdout stays the result alone (and valid JSON with --json).
      const progress = (line: string) => process.stderr.write(`${line}\n`);
      const result = await runAdminCommand(operatorContext(), argv, { readStdin, progress });
      console.log(json ? JSON.stringify(result.json, null, 2) : result.text);
      return 0;
    } catch (error) {
      if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
        console.error(`${(error as Error).message}\n\n${ADMIN_USAGE}`);
        return 2;
      }
      if (isServiceError(error)) {
        const details = Array.isArray(error.details) ? error.details.map((d: { path: string; message: string }) => `\n  ${d.path}: ${d.message}`).join("") : "";
        console.error(json ? JSON.stringify({ error: { code: error.code, message: error.message, details: error.details } }) : `${error.message}${details}`);
        return 1;
      }
      throw error;
    }
  } finally {
    await closeDb();
    if (stopEmbedded) await stopEmbedded();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
