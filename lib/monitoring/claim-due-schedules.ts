import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { monitoringSchedules } from "@/db/monitoring";
import type { Db } from "@/lib/db/client";
import type { RunRequest } from "./internal/check-run";

/** How long a claim lasts before another instance may take the run over (a crashed instance's runs). */
export const DEFAULT_CLAIM_LEASE_MS = 15 * 60_000;

/**
 * Claims up to `limit` due schedules for one scheduler instance and answers one run request each.
 * The inner `FOR UPDATE SKIP LOCKED` select makes concurrent instances take disjoint rows, and the
 * lease condition is re-checked on the locked row, so a due schedule is claimed by exactly one
 * instance. The run later moves `next_run_at` only while it still holds this claim id.
 */
export async function claimDueSchedules(db: Db, now: Date, limit: number, leaseMs = DEFAULT_CLAIM_LEASE_MS): Promise<RunRequest[]> {
  const rows = await db.execute<{ id: string; claim_id: string }>(sql`
    update ${monitoringSchedules}
    set claim_id = gen_random_uuid(), claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    where id in (
      select id from ${monitoringSchedules}
      where deleted_at is null and not paused and next_run_at <= ${now.toISOString()}::timestamptz
        and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
      order by next_run_at
      limit ${limit}
      for update skip locked
    )
    returning id, claim_id`);
  return [...rows].map((r) => ({ scheduleId: r.id, claimId: r.claim_id, runId: randomUUID(), trigger: "scheduled" as const }));
}
