/**
 * PostgreSQL only (vitest.config.ts runs `*.postgres.test.ts` on PostgreSQL alone): PGlite ignores
 * startup parameters and does not enforce statement_timeout, and it runs in this test's own process,
 * where a long statement would block the event loop.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeDb, getDb } from "@/lib/db/client";
import { errorResponse } from "@/lib/http/respond";
import { getLogger } from "@/lib/log";

const SETTINGS = { DB_STATEMENT_TIMEOUT_MS: "1000", DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "1000" };
const saved = Object.fromEntries(Object.keys(SETTINGS).map((key) => [key, process.env[key]]));
// Scheduling slack on a shared, loaded machine.
const SLACK_MS = 700;

beforeAll(async () => {
  Object.assign(process.env, SETTINGS);
  await closeDb(); // the client reads the settings when it connects
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await closeDb();
});

it("the session timeouts are set, and a statement past statement_timeout answers 503", async () => {
  const [row] = await getDb().execute<{ statement: string; idle: string }>(
    sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
  );
  expect(row).toEqual({ statement: "1s", idle: "1s" });
  const started = performance.now();
  const error = await getDb()
    .execute(sql`select pg_sleep(3)`)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect((error as { cause?: { code?: string } }).cause?.code).toBe("57014");
  expect(performance.now() - started).toBeLessThan(1_000 + SLACK_MS);
  const res = errorResponse(error, "req-1", getLogger());
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
});
