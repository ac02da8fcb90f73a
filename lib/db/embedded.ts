import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens PGlite (in `dataDir`, or in memory when undefined) and serves it over the PostgreSQL wire
 * protocol on 127.0.0.1, so the app talks to it with postgres-js exactly as to a real server. This
 * process is the data directory's only owner: PGlite takes no lock, and a second opener would lose
 * writes. One connection, because PGlite is one backend: interleaved extended-protocol messages
 * from two clients would corrupt each other's unnamed statements.
 */
export async function startEmbeddedDatabase(dataDir: string | undefined, port = 0): Promise<EmbeddedDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 1 });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres@${conn}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
