import { preparePasswordResets } from "@/lib/auth";
import { config } from "@/lib/config";
import { getDb, type Db } from "@/lib/db/client";
import { onShutdown } from "@/lib/http/graceful-shutdown";
import { deliverDueEmails } from "@/lib/email";
import { removeOrphanedFiles } from "@/lib/evidence";
import { inngestConfigured } from "@/lib/inngest/client";
import { getLogger, type Logger } from "@/lib/log";
import { claimDueIntegrations, directSteps, runSync, type SyncRequest } from "@/lib/integrations";
import { createDeliveryPool } from "@/lib/alerts";
import { runSchedulerTick } from "@/lib/monitoring";
import { queueReminders } from "@/lib/flows";
import { auditorEmails } from "@/lib/audits";
import { sendNotificationEmails } from "@/lib/notifications";
import { JOB_LANES, kick } from "@/lib/jobs/kick";
import { startLane, type Lane } from "@/lib/jobs/lane";
import { WorkerPool } from "@/lib/jobs/worker-pool";

export type LaneName = (typeof JOB_LANES)[keyof typeof JOB_LANES];

export interface JobSchedulerOptions {
  /** Default: the app's database (getDb()), resolved at each pass. */
  db?: Db;
  log?: Logger;
  /** Lanes to run. Default: all of them, or none when Inngest is configured (Inngest's functions run the same work). */
  lanes?: LaneName[];
  /**
   * Per-lane pass interval when nothing kicks; defaults MONITORING_TICK_MS, WEBHOOK_POLL_MS, EMAIL_POLL_MS, INTEGRATION_POLL_MS,
   * NOTIFICATION_POLL_MS, STORAGE_SWEEP_MS.
   */
  intervalMs?: Partial<Record<LaneName, number>>;
  /** Delay before each lane's first pass (default 1 s, so the server finishes starting first). */
  initialDelayMs?: number;
  /** Webhooks lane: pool size, per-account cap, per-attempt timeout (defaults from lib/config.ts). */
  webhooks?: { concurrency?: number; perAccount?: number; timeoutMs?: number };
}

export interface JobScheduler {
  readonly lanes: Partial<Record<LaneName, Lane>>;
  /**
   * Stops every lane: nothing more is claimed, and the work in flight is waited for (webhook attempts end by their
   * timeout). Syncs in flight are aborted at once, or only when `deadline` aborts (the server's shutdown grace), an
   * aborted sync recording its failure and freeing its integration for the next claim.
   */
  stop(options?: { deadline?: AbortSignal }): Promise<void>;
}

const globalKey = Symbol.for("compliance-platform.job-scheduler");
type Holder = { [globalKey]?: JobScheduler };

/**
 * The in-process job scheduler: independent lanes, each with its own timer, kick listener
 * (`kick(lane)` from lib/jobs/kick.ts) and in-flight guard, so a lane stuck on slow I/O delays only
 * itself:
 * - `schedules`: due monitoring runs (lib/monitoring/internal/scheduler.ts);
 * - `webhooks`: the delivery queue, a worker pool that claims fairly across accounts as slots free
 *   up (lib/alerts/internal/delivery-worker.ts);
 * - `email`: queued password-reset requests (lib/auth/prepare-password-resets.ts), then the e-mail outbox
 *   (lib/email/internal/deliver-due.ts);
 * - `integrations`: due integration syncs, a worker pool claiming fairly across accounts
 *   (lib/integrations/claim-due-integrations.ts), so 1,000 accounts' daily syncs never hold up schedule runs;
 * - `notifications`: reminders (due soon, overdue, expiring evidence), then pending notifications into the e-mail
 *   outbox, immediately or as the daily digest (lib/notifications/send-notification-emails.ts);
 * - `storage`: the storage sweeper, objects no row refers to once a day old (lib/evidence/remove-orphaned-files.ts).
 * All work is claimed in the database with leases and `SKIP LOCKED`, so several instances may run
 * their schedulers against one database. Started once from instrumentation.ts; idempotent across
 * Next's dev reloads (the running scheduler is kept on globalThis).
 */
export function startJobScheduler(options: JobSchedulerOptions = {}): JobScheduler {
  const holder = globalThis as Holder;
  if (holder[globalKey]) return holder[globalKey];

  const log = (options.log ?? getLogger()).child({ component: "job-scheduler" });
  const db = () => options.db ?? getDb();
  // With Inngest configured its functions do all of it (lib/background/inngest-*-functions.ts): cron, events, durable sleeps.
  const wanted = new Set<LaneName>(options.lanes ?? (inngestConfigured() ? [] : Object.values(JOB_LANES)));
  const interval = (lane: LaneName, fallback: () => number) => options.intervalMs?.[lane] ?? fallback();
  const initialDelayMs = options.initialDelayMs ?? 1_000;
  const lanes: Partial<Record<LaneName, Lane>> = {};
  const closers: ((deadline?: AbortSignal) => Promise<void>)[] = [];
  const stopping = new AbortController();

  if (wanted.has(JOB_LANES.schedules)) {
    lanes.schedules = startLane(
      {
        name: JOB_LANES.schedules,
        intervalMs: interval("schedules", () => config.jobs.scheduleTickMs),
        initialDelayMs,
        pass: () => runSchedulerTick({ db: db(), log }),
      },
      log,
    );
  }
  if (wanted.has(JOB_LANES.webhooks)) {
    // Made at the first pass, so that starting the scheduler never touches the database.
    let pool: WorkerPool<string> | null = null;
    let closed = false;
    lanes.webhooks = startLane(
      {
        name: JOB_LANES.webhooks,
        intervalMs: interval("webhooks", () => config.jobs.webhookPollMs),
        initialDelayMs,
        // Claims for the free slots and returns; the attempts run on in the pool and refill it as they end.
        pass: async () => {
          if (closed) return;
          pool ??= createDeliveryPool({ db: db(), log, ...options.webhooks });
          await pool.fill();
        },
      },
      log,
    );
    closers.push(async () => {
      closed = true;
      await pool?.close();
    });
  }
  if (wanted.has(JOB_LANES.integrations)) {
    let pool: WorkerPool<SyncRequest> | null = null;
    let closed = false;
    lanes.integrations = startLane(
      {
        name: JOB_LANES.integrations,
        intervalMs: interval("integrations", () => config.integrations.pollMs),
        initialDelayMs,
        // Syncs run in their own pool, so a slow vendor holds only its own slot, never the schedules lane.
        pass: async () => {
          if (closed) return;
          pool ??= createSyncPool(db(), log, stopping.signal);
          await pool.fill();
        },
      },
      log,
    );
    closers.push(async (deadline) => {
      closed = true;
      if (!deadline) stopping.abort();
      else if (deadline.aborted) stopping.abort();
      else deadline.addEventListener("abort", () => stopping.abort(), { once: true });
      await pool?.close();
    });
  }
  if (wanted.has(JOB_LANES.email)) {
    lanes.email = startLane(
      {
        name: JOB_LANES.email,
        intervalMs: interval("email", () => config.jobs.emailPollMs),
        initialDelayMs,
        // Reset requests first (lib/auth/prepare-password-resets.ts), so the mail they queue goes out in this pass.
        pass: async () => {
          await preparePasswordResets({ db: db(), now: () => new Date(), log });
          await deliverDueEmails({ db: db(), now: () => new Date(), log });
        },
      },
      log,
    );
  }

  if (wanted.has(JOB_LANES.notifications)) {
    lanes.notifications = startLane(
      {
        name: JOB_LANES.notifications,
        intervalMs: interval("notifications", () => config.jobs.notificationPollMs),
        initialDelayMs,
        pass: async () => {
          const options = { db: db(), now: () => new Date(), log };
          await queueReminders(options);
          await sendNotificationEmails(options, auditorEmails);
        },
      },
      log,
    );
  }

  if (wanted.has(JOB_LANES.storage)) {
    const intervalMs = interval("storage", () => config.jobs.storageSweepMs);
    lanes.storage = startLane(
      {
        name: JOB_LANES.storage,
        intervalMs,
        // Not at every start: listing a large bucket is work, and nothing about a restart makes orphans more likely.
        initialDelayMs: Math.max(initialDelayMs, Math.min(intervalMs, 5 * 60_000)),
        pass: () => removeOrphanedFiles(db(), { now: () => new Date(), log }),
      },
      log,
    );
  }

  const scheduler: JobScheduler = {
    lanes,
    async stop(stopOptions = {}) {
      if (holder[globalKey] === scheduler) holder[globalKey] = undefined;
      unregister();
      // Closing the pools first (synchronously) keeps attempts that end during the stop from claiming more.
      await Promise.all([...closers.map((close) => close(stopOptions.deadline)), ...Object.values(lanes).map((lane) => lane.stop())]);
    },
  };
  // The server's SIGTERM (lib/http/graceful-shutdown.ts): stop claiming, finish or give back what is held.
  const unregister = onShutdown((deadline) => scheduler.stop({ deadline }));
  holder[globalKey] = scheduler;
  return scheduler;
}

/** The integrations lane's pool: INTEGRATION_SYNC_CONCURRENCY syncs at once, INTEGRATION_ACCOUNT_CONCURRENCY per account. */
function createSyncPool(db: Db, log: Logger, signal: AbortSignal): WorkerPool<SyncRequest> {
  return new WorkerPool<SyncRequest>({
    name: "integration-syncs",
    concurrency: config.integrations.concurrency,
    log,
    claim: (free) => claimDueIntegrations(db, new Date(), free),
    work: async (req) => {
      const outcome = await runSync(directSteps, { db, clock: () => new Date(), log, signal }, req);
      if (outcome.deliveryIds.length > 0) kick(JOB_LANES.webhooks);
    },
  });
}
