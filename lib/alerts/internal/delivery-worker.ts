import { config } from "@/lib/config";
import type { Db } from "@/lib/db/client";
import { WorkerPool } from "@/lib/jobs/worker-pool";
import { getLogger, type Logger } from "@/lib/log";
import { attemptDelivery, claimDueDeliveries, claimLeaseMs } from "../attempt-delivery";

export interface DeliveryWorkerOptions {
  db: Db;
  clock?: () => Date;
  log?: Logger;
  /** Deliveries in flight at once in this pool; default WEBHOOK_CONCURRENCY. */
  concurrency?: number;
  /** Deliveries of one account in flight at once, all instances; default WEBHOOK_ACCOUNT_CONCURRENCY. */
  perAccount?: number;
  /** Per-attempt budget; default WEBHOOK_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Called after each attempt (the bench uses it to time deliveries). */
  onAttempt?: (deliveryId: string) => void;
}

/**
 * The delivery queue's worker pool: claims due deliveries fairly across accounts as slots free up
 * (claimDueDeliveries) and makes one attempt each. Call `fill()` to claim; it refills itself as
 * attempts finish.
 */
export function createDeliveryPool(options: DeliveryWorkerOptions): WorkerPool<string> {
  const { db, clock = () => new Date(), log = getLogger() } = options;
  const timeoutMs = options.timeoutMs ?? config.webhooks.timeoutMs;
  const perAccount = options.perAccount ?? config.webhooks.accountConcurrency;
  const leaseMs = claimLeaseMs(timeoutMs);
  return new WorkerPool<string>({
    name: "webhook-deliveries",
    concurrency: options.concurrency ?? config.webhooks.concurrency,
    log,
    claim: (free) => claimDueDeliveries(db, clock(), free, { perAccount, leaseMs }),
    work: async (deliveryId) => {
      try {
        await attemptDelivery(db, deliveryId, clock(), { timeoutMs });
      } finally {
        options.onAttempt?.(deliveryId);
      }
    },
  });
}

/**
 * Works the delivery queue until nothing is due and nothing is in flight; answers the number of
 * attempts made. For tests, scripts and benchmarks: the server's webhooks lane keeps a pool running
 * instead (lib/background/scheduler.ts).
 */
export async function drainDeliveries(options: DeliveryWorkerOptions): Promise<number> {
  let attempts = 0;
  const pool = createDeliveryPool({
    ...options,
    onAttempt: (id) => {
      attempts++;
      options.onAttempt?.(id);
    },
  });
  for (;;) {
    await pool.fill();
    await pool.idle();
    // Attempts that finished refill the pool themselves; stop once a fill finds nothing to start.
    if ((await pool.fill()) === 0 && pool.busy === 0) break;
  }
  await pool.close();
  return attempts;
}
