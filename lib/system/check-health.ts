import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

/** Health answers within a second even when the database hangs: a probe slower than this counts as down. */
export const HEALTH_PROBE_TIMEOUT_MS = 800;

/**
 * One trivial round trip, the floor every other route is measured against, raced against a timer:
 * a hung database (or one the breaker is failing fast for) reports down instead of holding the
 * load balancer's check open.
 */
export async function checkHealth(db: Db, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
