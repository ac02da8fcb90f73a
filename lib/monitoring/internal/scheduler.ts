import type { Db } from "@/lib/db/client";
import { JOB_LANES, kick } from "@/lib/jobs/kick";
import { getLogger, type Logger } from "@/lib/log";
import { directSteps, recordRunFailure, runCheck, type RunRequest } from "./check-run";
import { claimDueSchedules } from "../claim-due-schedules";
import { FactsCache } from "./sources";

export interface TickOptions {
  db: Db;
  clock?: () => Date;
  log?: Logger;
  /** Schedules claimed per round trip. */
  batchSize?: number;
  /** Runs in flight at once. */
  concurrency?: number;
  /** Stop claiming after this many runs in one tick (the rest wait for the next tick). */
  maxRuns?: number;
}

export interface TickReport {
  runs: number;
  errors: number;
  /** Webhook deliveries the runs queued (the webhooks lane sends them). */
  queued: number;
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(workers);
}

/**
 * One pass of the schedules lane: claim due schedules and run each through the same steps the Inngest
 * function uses. Deliveries a run queues are handed to the webhooks lane at once (a kick), never sent
 * here, so a slow receiver cannot hold up the runs. Safe to run on several instances at once against
 * one database: claims are exclusive (claim-due-schedules.ts).
 */
export async function runSchedulerTick(options: TickOptions): Promise<TickReport> {
  const { db, clock = () => new Date(), log = getLogger(), batchSize = 100, concurrency = 8, maxRuns = Infinity } = options;
  const report: TickReport = { runs: 0, errors: 0, queued: 0 };
  const queued = (ids: string[]) => {
    if (ids.length === 0) return;
    report.queued += ids.length;
    kick(JOB_LANES.webhooks);
  };

  while (report.runs < maxRuns) {
    const claimed = await claimDueSchedules(db, clock(), Math.min(batchSize, maxRuns - report.runs));
    if (claimed.length === 0) break;
    // One cache per claimed batch, so reads are at most one batch old.
    const deps = { db, clock, log, cache: new FactsCache() };
    await inPool(claimed, concurrency, async (req: RunRequest) => {
      try {
        const outcome = await runCheck(directSteps, deps, req);
        if (outcome.result) report.runs++;
        if (outcome.result?.status === "error") report.errors++;
        queued(outcome.deliveryIds);
      } catch (error) {
        report.errors++;
        try {
          const outcome = await recordRunFailure(deps, req, error);
          if (outcome.result) report.runs++;
          queued(outcome.deliveryIds);
        } catch (inner) {
          // The claim lease expires and a later tick retries the run.
          log.error({ err: inner, scheduleId: req.scheduleId }, "could not record a failed monitoring run");
        }
      }
    });
    if (claimed.length < batchSize) break;
  }
  return report;
}
