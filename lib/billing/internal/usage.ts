import { and, eq, sql } from "drizzle-orm";
import { usageCounters } from "@/db/usage";
import { getAccountTier } from "@/lib/context/guards";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { currentSubscription } from "./queries";
import { usageLimitFor } from "./usage-limits";
import { usedOf, type UsageCounters, type UsageMetric } from "./usage-total";
import { periodDates, usageWindow } from "./usage-period";

export interface UsageSnapshot extends UsageCounters {
  /** First and last day (inclusive) of the period, `YYYY-MM-DD`. */
  period: { start: string; end: string };
  limit: number;
}

const COLUMN = {
  checksRun: usageCounters.checksRun,
  assessments: usageCounters.assessments,
  policiesGenerated: usageCounters.policiesGenerated,
} as const;

/** The account's usage period: its subscription's current period, else the UTC calendar month. */
export async function usagePeriod(db: DbOrTx, accountId: string, now: Date): Promise<{ start: string; end: string }> {
  return periodDates(usageWindow(now, await currentSubscription(db, accountId)));
}

/**
 * Counts a metered operation, refusing it with 402 once the period's total has reached the limit.
 * Call it inside the operation's transaction, so a failed operation counts nothing. The check and
 * the increment are one conditional UPDATE: concurrent requests queue on the period row and each
 * re-checks the total the previous one left, so together they can never pass the limit.
 */
export async function consumeUsage(tx: DbOrTx, accountId: string, metric: UsageMetric, quantity: number, now: Date): Promise<UsageSnapshot> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`usage quantity must be a positive integer, got ${quantity}`);
  const column = COLUMN[metric];
  if (!column) throw new Error(`unknown usage metric ${String(metric)}`);
  const [period, tier] = await Promise.all([usagePeriod(tx, accountId, now), getAccountTier(tx, accountId)]);
  const limit = usageLimitFor(tier);
  await tx.insert(usageCounters).values({ accountId, periodStart: period.start, periodEnd: period.end, updatedAt: now }).onConflictDoNothing();
  const total = sql`${usageCounters.checksRun} + ${usageCounters.assessments} + ${usageCounters.policiesGenerated}`;
  const [updated] = await tx
    .update(usageCounters)
    .set({ [metric]: sql`${column} + ${quantity}`, updatedAt: now })
    .where(and(eq(usageCounters.accountId, accountId), eq(usageCounters.periodStart, period.start), sql`${total} + ${quantity} <= ${limit}`))
    .returning();
  if (!updated) {
    const current = await readCounters(tx, accountId, period.start);
    const used = usedOf(current);
    throw new ServiceError("usage_limit_exceeded", `The usage limit of ${limit} metered operations for this billing period has been reached (${used} used).`, {
      limit,
      used,
    });
  }
  return { period, checksRun: updated.checksRun, assessments: updated.assessments, policiesGenerated: updated.policiesGenerated, limit };
}

export async function getUsage(db: DbOrTx, accountId: string, now: Date): Promise<UsageSnapshot> {
  const [period, tier] = await Promise.all([usagePeriod(db, accountId, now), getAccountTier(db, accountId)]);
  const counters = await readCounters(db, accountId, period.start);
  return { period, ...counters, limit: usageLimitFor(tier) };
}

async function readCounters(db: DbOrTx, accountId: string, periodStart: string) {
  const [row] = await db
    .select({ checksRun: usageCounters.checksRun, assessments: usageCounters.assessments, policiesGenerated: usageCounters.policiesGenerated })
    .from(usageCounters)
    .where(and(eq(usageCounters.accountId, accountId), eq(usageCounters.periodStart, periodStart)))
    .limit(1);
  return row ?? { checksRun: 0, assessments: 0, policiesGenerated: 0 };
}
