import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

/** One trivial round trip: the floor every other route is measured against. */
export async function checkHealth(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
