import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /**
   * Serves an in-memory copy of the database as it is now, on its own loopback port: a second connection for a
   * reader that must not share the single backend (the demo's PostgreSQL integration watching its own database).
   */
  serveSnapshot(): Promise<{ url: string; stop(): Promise<void> }>;
  /** The whole data directory as an uncompressed tarball, for `loadDataDir` (the tests' migrated template). */
  dumpDataDir(): Promise<Blob>;
  /** Runs SQL on the backend itself, beside the socket: only while no client is connected (the tests' reset between files). */
  exec(sql: string): Promise<Record<string, unknown>[]>;
}

export interface EmbeddedOptions {
  /** Start from this data directory tarball (from `dumpDataDir`) instead of an empty cluster; in memory only. */
  loadDataDir?: Blob;
}

/**
 * Opens PGlite (in `dataDir`, or in memory when undefined) and serves it over the PostgreSQL wire
 * protocol on 127.0.0.1, so the app talks to it with postgres-js exactly as to a real server. This
 * process is the data directory's only owner: PGlite takes no lock, and a second opener would lose
 * writes. One connection, because PGlite is one backend: interleaved extended-protocol messages
 * from two clients would corrupt each other's unnamed statements.
 */
export async function startEmbeddedDatabase(dataDir: string | undefined, port = 0, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  try {
    const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 1 });
    await server.start();
    const conn = server.getServerConn();
    const url = `postgres://postgres@${conn}/postgres?sslmode=disable`;
    lock?.describe(url);
    const snapshots: (() => Promise<void>)[] = [];
    return {
      url,
      async stop() {
        for (const stopSnapshot of snapshots) await stopSnapshot().catch(() => {});
        await server.stop();
        await db.close();
        lock?.release();
      },
      dumpDataDir: () => db.dumpDataDir("none"),
      exec: async (sql) => (await db.exec(sql)).flatMap((result) => result.rows),
      async serveSnapshot() {
        const copy = (await db.clone()) as PGlite;
        const mirror = new PGLiteSocketServer({ db: copy, host: "127.0.0.1", port: 0, maxConnections: 1 });
        await mirror.start();
        const stopMirror = async () => {
          await mirror.stop();
          await copy.close();
        };
        snapshots.push(stopMirror);
        return { url: `postgres://postgres@${mirror.getServerConn()}/postgres?sslmode=disable`, stop: stopMirror };
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Who holds an embedded data directory: the process and where it serves the database. */
export interface EmbeddedOwner {
  pid: number;
  url: string | null;
}

/** Thrown when another live process already owns the data directory. */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: EmbeddedOwner,
  ) {
    super(`The embedded database in ${dataDir} is already open in process ${owner.pid}${owner.url ? ` (serving ${owner.url})` : ""}.`);
    this.name = "EmbeddedDatabaseBusyError";
  }
}

/** `<dataDir>.lock`, beside the data directory so PGlite never sees a foreign file in it. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** The live owner of the data directory, or null (no lock file, or its process is gone). */
export function embeddedOwner(dataDir: string): EmbeddedOwner | null {
  let owner: EmbeddedOwner;
  try {
    owner = JSON.parse(fs.readFileSync(lockFileOf(dataDir), "utf8")) as EmbeddedOwner;
  } catch {
    return null;
  }
  return Number.isInteger(owner.pid) && isAlive(owner.pid) ? owner : null;
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the data directory for this process: PGlite itself takes no lock, so the lock file is what
 * keeps a second launcher (or the operator CLI) from opening a directory that is in use. A lock
 * left by a process that is gone is taken over.
 */
function lockDataDir(dataDir: string): { describe(url: string): void; release(): void } {
  const file = lockFileOf(dataDir);
  const write = (owner: EmbeddedOwner, flag: "wx" | "w") => fs.writeFileSync(file, JSON.stringify(owner), { flag, mode: 0o600 });
  for (let attempt = 0; ; attempt++) {
    try {
      write({ pid: process.pid, url: null }, "wx");
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const owner = embeddedOwner(dataDir);
      if (owner) throw new EmbeddedDatabaseBusyError(dataDir, owner);
      fs.rmSync(file, { force: true });
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      const owner = JSON.parse(fs.readFileSync(file, "utf8")) as EmbeddedOwner;
      if (owner.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return { describe: (url) => write({ pid: process.pid, url }, "w"), release };
}
