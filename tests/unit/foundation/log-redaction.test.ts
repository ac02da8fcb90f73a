import { Writable } from "node:stream";
import { DrizzleQueryError, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { createLogger, serializeError } from "@/lib/log";

// Real failing queries, through the same drivers as the app (postgres-js over the PGlite socket).
const people = pgTable("people", { id: uuid("id").primaryKey(), email: text("email").notNull().unique(), keyHash: text("key_hash"), n: integer("n") });
const EMAIL = "alice.secret@example.com";
const KEY_HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

let embedded: EmbeddedDatabase;
let client: postgres.Sql;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  embedded = await startEmbeddedDatabase(undefined);
  client = postgres(embedded.url, { max: 1, onnotice: () => {} });
  db = drizzle(client);
  await db.execute(sql`create table people (id uuid primary key, email text not null unique, key_hash text, n integer)`);
  await db.insert(people).values({ id: "00000000-0000-4000-8000-000000000001", email: EMAIL, keyHash: KEY_HASH });
}, 60_000);

afterAll(async () => {
  await client.end();
  await embedded.stop();
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

/** A logger configured like the app's, writing into an array. */
function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger({ level: "info", destination }), lines };
}

const duplicate = () => db.insert(people).values({ id: "00000000-0000-4000-8000-000000000002", email: EMAIL, keyHash: KEY_HASH });

describe("failed-query logs", () => {
  it("keep the SQL and the SQLSTATE but not the parameters or the quoted row", async () => {
    const error = await failure(duplicate);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // The unredacted error does carry them: this is what used to reach the logs.
    expect(String((error as Error).message)).toContain(EMAIL);

    const { log, lines } = capture();
    log.error({ err: error, requestId: "r1" }, "unhandled error");
    log.child({ requestId: "r2" }).warn({ err: error }, "database unavailable");
    log.error(error as Error);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(EMAIL);
      expect(line).not.toContain(KEY_HASH);
      const entry = JSON.parse(line);
      expect(entry.err.message).toContain('insert into "people"');
      expect(entry.err.message).toContain("params: [redacted]");
      expect(entry.err.stack).toContain("params: [redacted]");
      expect(entry.err.stack).toMatch(/\n\s+at /);
      expect(entry.err.params).toBeUndefined();
      expect(entry.err.cause.code).toBe("23505");
      expect(entry.err.cause.constraint_name).toBe("people_email_key");
      expect(entry.err.cause.detail).toBeUndefined();
    }
  });

  it("drop the input a data exception quotes back", async () => {
    const error = await failure(() => client.unsafe("select $1::uuid", [EMAIL]));
    expect((error as Error).message).toContain(EMAIL);
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain(EMAIL);
    expect(serialized).toContain("22P02");
  });

  it("cut parameters from errors logged as text, and leave other values alone", async () => {
    const error = (await failure(duplicate)) as Error;
    const { log, lines } = capture();
    log.warn({ error: error.message, attempt: 2 }, "e-mail not sent; will retry");
    const entry = JSON.parse(lines[0]);
    expect(entry.error).toMatch(/^Failed query: insert into "people".*\nparams: \[redacted\]$/s);
    expect(entry.attempt).toBe(2);
    expect(serializeError({ status: 500 })).toEqual({ status: 500 });
  });
});
