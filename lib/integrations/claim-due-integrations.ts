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
  // The oldest due integrations are ranked first (read through the due index); only when that window is full and
  // still yields too few claims (one busy tenant filling it) is everything due ranked.
  const window = Math.max(limit * 50, 500);
  const first = await claimFrom(db, now, limit, perAccount, window);
  if (first.claimed.length >= limit || first.due < window) return first.claimed;
  const rest = await claimFrom(db, now, limit - first.claimed.length, perAccount, null);
  return [...first.claimed, ...rest.claimed];
}

async function claimFrom(db: Db, now: Date, limit: number, perAccount: number, window: number | null): Promise<{ claimed: SyncRequest[]; due: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db.execute<{ id: string | null; claim_id: string | null; account_id: string | null; due: number }>(sql`
    with due as materialized (
      select id, account_id, next_sync_at from ${integrations}
      where deleted_at is null and not paused and next_sync_at <= ${at}
        and (claimed_until is null or claimed_until < ${at})
      order by next_sync_at, id
      ${window === null ? sql`` : sql`limit ${window}`}
    ), in_flight as (
      select account_id, count(*)::int as n from ${integrations}
      where claimed_until is not null and claimed_until >= ${at} and deleted_at is null and account_id in (select account_id from due)
      group by account_id
    ), ranked as (
      select d.id, d.next_sync_at,
        coalesce(f.n, 0) + row_number() over (partition by d.account_id order by d.next_sync_at, d.id) as slot
      from due d left join in_flight f on f.account_id = d.account_id
    ), picked as materialized (
      select id from ranked where slot <= ${perAccount}
      order by slot, next_sync_at, id
      limit ${limit}
    ), claimed as (
      update ${integrations} set claim_id = gen_random_uuid(), claimed_until = ${new Date(now.getTime() + claimLeaseMs()).toISOString()}::timestamptz
      where id in (select id from ${integrations} where id in (select id from picked) for update skip locked)
      returning id, claim_id, account_id
    )
    select c.id, c.claim_id, c.account_id, (select count(*)::int from due) as due from claimed c
    union all
    select null, null, null, (select count(*)::int from due) where not exists (select 1 from claimed)`);
  const list = [...rows];
  return {
    claimed: list
      .filter((r) => r.id !== null)
      .map((r) => ({ integrationId: r.id!, accountId: r.account_id!, claimId: r.claim_id!, syncId: randomUUID(), trigger: "scheduled" as const })),
    due: Number(list[0]?.due ?? 0),
  };
}
