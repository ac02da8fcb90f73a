import { getDb } from "@/lib/db/client";

type Unsafe = (...args: unknown[]) => unknown;

/**
 * The SQL statements `fn` sends through the process's pool (route handlers, their credential checks, and any
 * fire-and-forget write they start), in order. Statement budgets catch a read that grows a query; never time a test.
 */
export async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const client = (getDb() as unknown as { $client: { unsafe: Unsafe } }).$client;
  const original = client.unsafe;
  const statements: string[] = [];
  client.unsafe = (...args: unknown[]) => {
    statements.push(String(args[0]));
    return original.apply(client, args);
  };
  try {
    await fn();
    // A fire-and-forget write (last seen, last used) is sent within the request's own turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    client.unsafe = original;
  }
  return statements;
}
