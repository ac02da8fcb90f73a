import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import { config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import type { SyncRequest } from "./internal/sync-engine";

/** A claim outlives the longest sync, so a sync in progress is never claimed twice; a crashed instance's lapses. */
export const claimLeaseMs = () => config.integrations.syncTimeoutMs + 5 * 60_000;

/**
 * Claims up to `limit` due integrations for this instance, fairly across accounts: an account already running
 * `perAccount` syncs (on any instance) gets no more, and the due ones are taken round-robin by account, oldest due
 * first within each — so one tenant with a hundred integrations delays nobody else's. `FOR UPDATE SKIP LOCKED`
 * keeps concurrent instances on disjoint rows; the sync moves `next_sync_at` only while it holds its claim.
 */
export async function claimDueIntegrations(db: Db, now: Date, limit: number, perAccount = config.integrations.accountConcurrency): Promise<SyncRequest[]> {
  if (limit <= 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db.execute<{ id: string; claim_id: string; account_id: string }>(sql`
    with in_flight as (
      select account_id, count(*)::int as n from ${integrations}
      where deleted_at is null and claimed_until >= ${at}
      group by account_id
    ), ranked as (
      select i.id, i.next_sync_at,
        coalesce(f.n, 0) + row_number() over (partition by i.account_id order by i.next_sync_at, i.id) as slot
      from ${integrations} i
      left join in_flight f on f.account_id = i.account_id
      where i.deleted_at is null and not i.paused and i.next_sync_at <= ${at}
        and (i.claimed_until is null or i.claimed_until < ${at})
    ), picked as materialized (
      select id from ranked where slot <= ${perAccount}
      order by slot, next_sync_at, id
      limit ${limit}
    )
    update ${integrations} set claim_id = gen_random_uuid(), claimed_until = ${new Date(now.getTime() + claimLeaseMs()).toISOString()}::timestamptz
    where id in (select id from ${integrations} where id in (select id from picked) for update skip locked)
    returning id, claim_id, account_id`);
  return [...rows].map((r) => ({ integrationId: r.id, accountId: r.account_id, claimId: r.claim_id, syncId: randomUUID(), trigger: "scheduled" as const }));
}
