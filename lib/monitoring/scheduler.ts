import { getDb, type Db } from "@/lib/db/client";
import { inngestConfigured } from "@/lib/inngest/client";
import { getLogger, type Logger } from "@/lib/log";
import { attemptDelivery, claimDueDeliveries } from "./attempt-delivery";
import { directSteps, recordRunFailure, runCheck, type RunRequest } from "./check-run";
import { claimDueSchedules } from "./claim-due-schedules";
import { FactsCache } from "./sources";

export interface TickOptions {
  db: Db;
  clock?: () => Date;
  log?: Logger;
  /** Schedules claimed per round trip. */
  batchSize?: number;
  /** Runs (and deliveries) in flight at once. */
  concurrency?: number;
  /** Stop claiming after this many runs in one tick (the rest wait for the next tick). */
  maxRuns?: number;
}

export interface TickReport {
  runs: number;
  errors: number;
  deliveries: number;
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(workers);
}

/**
 * One pass of the in-process scheduler: claim due schedules and run each through the same steps the
 * Inngest function uses, then attempt the due webhook deliveries. Safe to run on several instances
 * at once against one database: claims are exclusive (claim-due-schedules.ts).
 */
export async function runSchedulerTick(options: TickOptions): Promise<TickReport> {
  const { db, clock = () => new Date(), log = getLogger(), batchSize = 100, concurrency = 8, maxRuns = Infinity } = options;
  const report: TickReport = { runs: 0, errors: 0, deliveries: 0 };

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
      } catch (error) {
        report.errors++;
        try {
          const outcome = await recordRunFailure(deps, req, error);
          if (outcome.result) report.runs++;
        } catch (inner) {
          // The claim lease expires and a later tick retries the run.
          log.error({ err: inner, scheduleId: req.scheduleId }, "could not record a failed monitoring run");
        }
      }
    });
    if (claimed.length < batchSize) break;
  }

  report.deliveries = await drainDeliveries(db, clock, concurrency, log);
  return report;
}

async function drainDeliveries(db: Db, clock: () => Date, concurrency: number, log: Logger): Promise<number> {
  let attempted = 0;
  for (;;) {
    const ids = await claimDueDeliveries(db, clock(), 50);
    if (ids.length === 0) return attempted;
    await inPool(ids, concurrency, async (id) => {
      try {
        await attemptDelivery(db, id, clock());
        attempted++;
      } catch (error) {
        log.error({ err: error, deliveryId: id }, "webhook delivery attempt failed unexpectedly");
      }
    });
  }
}

interface RunningScheduler {
  timer: NodeJS.Timeout;
  running: Promise<unknown> | null;
  kick: () => void;
  stop: () => Promise<void>;
}

const globalKey = Symbol.for("compliance-platform.monitoring-scheduler");
type Holder = { [globalKey]?: RunningScheduler };

/**
 * Starts the in-process scheduler unless Inngest is configured (then Inngest's cron drives the
 * same logic). Called once from instrumentation.ts; idempotent across Next's dev reloads.
 */
export function startInProcessScheduler(intervalMs = Number(process.env.MONITORING_TICK_MS) || 15_000): { stop: () => Promise<void> } {
  const holder = globalThis as Holder;
  if (holder[globalKey]) return holder[globalKey];
  if (inngestConfigured()) return { stop: async () => {} };
  const log = getLogger().child({ component: "monitoring-scheduler" });
  let again = false;
  const state: RunningScheduler = {
    timer: setInterval(() => state.kick(), intervalMs),
    running: null,
    kick() {
      if (state.running) {
        again = true;
        return;
      }
      state.running = runSchedulerTick({ db: getDb(), log })
        .catch((error) => log.error({ err: error }, "monitoring scheduler tick failed"))
        .finally(() => {
          state.running = null;
          if (again) {
            again = false;
            state.kick();
          }
        });
    },
    async stop() {
      clearInterval(state.timer);
      holder[globalKey] = undefined;
      await state.running;
    },
  };
  state.timer.unref();
  holder[globalKey] = state;
  setTimeout(() => state.kick(), 1_000).unref();
  return state;
}

/** Asks the running in-process scheduler for a pass now (e.g. after deliveries were queued). */
export function kickInProcessScheduler(): void {
  (globalThis as Holder)[globalKey]?.kick();
}
