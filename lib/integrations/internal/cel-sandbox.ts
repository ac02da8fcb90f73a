import path from "node:path";
import { Worker } from "node:worker_threads";
import { config } from "@/lib/config";
import type { Evaluation } from "@/lib/connectors";
import type { TestOutcome } from "@/lib/vocabulary";
import { getLogger } from "@/lib/log";

/**
 * Custom tests are user code: they run on worker threads, never on the thread that answers requests. A worker
 * gets a whole batch (the account's tests, the resources, the (resource, test) pairs) in one message and bumps a
 * shared counter before each pair; a watchdog on this thread ends the worker when one pair runs longer than
 * CEL_EVALUATION_TIMEOUT_MS (a synchronous evaluation cannot be interrupted otherwise), marks that pair alone as an
 * error, and hands the rest of the batch to a fresh worker. A worker's heap is capped (CEL_WORKER_MEMORY_MB), and
 * each sync, push or save has a budget of evaluation time (CEL_SYNC_BUDGET_MS, a CelBudget) past which its
 * remaining pairs are errors, so a hostile test costs a sync seconds, not hours.
 */

/** The worker, as it is in the repository: the server runs from the repository's folder (as DATA_DIR's default assumes). */
const WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "integrations", "internal", "cel-worker.mjs");
const STARTUP_TIMEOUT_MS = 20_000;

export interface CelTestSource {
  expression: string;
  appliesWhen: string | null;
}

export interface CelResource {
  type: string;
  name: string;
  externalId: string;
  attributes: Record<string, unknown>;
}

/** A (resource, test) pair of a batch: indexes into its resources and tests. */
export type CelPair = [resource: number, test: number];

/** Evaluation time one sync (or push, or save) may spend in custom tests. */
export class CelBudget {
  spentMs = 0;
  constructor(readonly limitMs: number = config.customTests.syncBudgetMs) {}
  get exhausted(): boolean {
    return this.spentMs >= this.limitMs;
  }
}

type Stop = "timeout" | "memory" | "budget" | "crash";

const stopped = (stop: Stop): Evaluation => ({ outcome: "error", detail: STOP_DETAIL[stop]() });
const STOP_DETAIL: Record<Stop, () => string> = {
  timeout: () => `Stopped after ${config.customTests.evaluationTimeoutMs} ms: the expression is too costly for this resource (CEL_EVALUATION_TIMEOUT_MS).`,
  memory: () => `Stopped: the expression needed more than ${config.customTests.workerMemoryMb} MB of memory for this resource (CEL_WORKER_MEMORY_MB).`,
  budget: () =>
    `Not evaluated: custom tests used up their ${config.customTests.syncBudgetMs} ms of evaluation time for this sync (CEL_SYNC_BUDGET_MS); ` +
    `the next sync tries again.`,
  crash: () => "The expression could not be evaluated: its evaluator stopped unexpectedly.",
};

/**
 * Evaluates the pairs of one batch; answers one evaluation per pair, in order. Never throws for what a test does:
 * a stopped pair, an exhausted budget or a worker that cannot start become error outcomes.
 */
export async function evaluateCel(tests: CelTestSource[], resources: CelResource[], pairs: CelPair[], now: Date, budget: CelBudget): Promise<Evaluation[]> {
  const results: Evaluation[] = new Array(pairs.length);
  let pending = pairs.map((_, i) => i);
  const workers = pool();
  while (pending.length > 0) {
    if (budget.exhausted) {
      for (const i of pending) results[i] = stopped("budget");
      break;
    }
    let worker: CelWorker;
    try {
      worker = await workers.acquire();
    } catch (error) {
      getLogger().error({ err: error }, "the custom-test evaluation worker could not start");
      for (const i of pending)
        results[i] = { outcome: "error", detail: "Not evaluated: the server could not start its custom-test evaluator; the next sync tries again." };
      break;
    }
    const batch = pending;
    const done = new Array<boolean>(batch.length).fill(false);
    const attempt = await worker.run({ tests, resources, pairs: Int32Array.from(batch.flatMap((i) => pairs[i])), now: now.getTime() }, budget, (from, flat) => {
      for (let k = 0; k < flat.length / 2; k++) {
        results[batch[from + k]] = { outcome: flat[2 * k] as TestOutcome, detail: flat[2 * k + 1] };
        done[from + k] = true;
      }
    });
    if (attempt.stop === null) {
      workers.release(worker);
      break;
    }
    workers.discard(worker);
    // The pair that was running is the culprit (the first not done when none had started); the rest start over.
    const culprit = attempt.running >= 0 && !done[attempt.running] ? attempt.running : done.indexOf(false);
    if (culprit >= 0) results[batch[culprit]] = stopped(attempt.stop);
    if (attempt.stop === "budget") {
      for (let k = 0; k < batch.length; k++) if (!done[k] && k !== culprit) results[batch[k]] = stopped("budget");
      break;
    }
    pending = batch.filter((_, k) => !done[k] && k !== culprit);
  }
  return results;
}

interface Job {
  tests: CelTestSource[];
  resources: CelResource[];
  /** Flat [resource, test, resource, test, …]: one copy for the whole batch. */
  pairs: Int32Array;
  now: number;
}

interface Attempt {
  stop: Stop | null;
  /** Index (in the job's pairs) of the pair running when the worker was stopped; -1 when none had started. */
  running: number;
}

let jobIds = 0;

class CelWorker {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  private readonly started = new Int32Array(new SharedArrayBuffer(4));
  private error: (Error & { code?: string }) | null = null;
  exited = false;

  constructor() {
    this.worker = new Worker(WORKER_FILE, {
      workerData: { progress: this.started.buffer },
      resourceLimits: { maxOldGenerationSizeMb: config.customTests.workerMemoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    this.worker.on("error", (error) => (this.error = error));
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the worker did not start within ${STARTUP_TIMEOUT_MS} ms`)), STARTUP_TIMEOUT_MS);
      this.worker.once("message", () => {
        clearTimeout(timer);
        resolve();
      });
      this.worker.once("exit", (code) => {
        this.exited = true;
        clearTimeout(timer);
        reject(this.error ?? new Error(`the worker exited with code ${code}`));
      });
    });
    // Settled by whoever awaits it; never an unhandled rejection when the pool drops a worker that failed to start.
    this.ready.catch(() => {});
  }

  /** Runs one job under the watchdog; partial results go to onResults as they arrive. */
  run(job: Job, budget: CelBudget, onResults: (from: number, flat: string[]) => void): Promise<Attempt> {
    const timeoutMs = config.customTests.evaluationTimeoutMs;
    const id = ++jobIds;
    return new Promise<Attempt>((resolve) => {
      Atomics.store(this.started, 0, 0);
      const startedAt = performance.now();
      let seen = 0;
      let progressAt = startedAt;
      const finish = (stop: Stop | null, running: number) => {
        clearInterval(watchdog);
        this.worker.off("message", onMessage);
        this.worker.off("exit", onExit);
        budget.spentMs += performance.now() - startedAt;
        resolve({ stop, running });
      };
      const onMessage = (message: { id: number; from: number; results: string[]; done: boolean }) => {
        if (message.id !== id) return;
        onResults(message.from, message.results);
        if (message.done) finish(null, -1);
      };
      const onExit = () => {
        this.exited = true;
        if (this.error?.code !== "ERR_WORKER_OUT_OF_MEMORY") getLogger().warn({ err: this.error }, "a custom-test evaluation worker stopped unexpectedly");
        finish(this.error?.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crash", Atomics.load(this.started, 0) - 1);
      };
      const watchdog = setInterval(
        () => {
          const now = performance.now();
          const count = Atomics.load(this.started, 0);
          if (count !== seen) {
            seen = count;
            progressAt = now;
          }
          const stop: Stop | null = now - progressAt >= timeoutMs ? "timeout" : budget.spentMs + (now - startedAt) >= budget.limitMs ? "budget" : null;
          if (!stop) return;
          void this.worker.terminate();
          finish(stop, count - 1);
        },
        Math.max(5, Math.min(50, timeoutMs / 5)),
      );
      this.worker.on("message", onMessage);
      this.worker.on("exit", onExit);
      this.worker.postMessage({ id, ...job });
    });
  }
}

/** A few workers, started on first use; an idle worker does not keep the process alive. */
class CelPool {
  private readonly idle: CelWorker[] = [];
  private readonly waiting: { resolve: (worker: CelWorker) => void; reject: (error: unknown) => void }[] = [];
  private count = 0;

  async acquire(): Promise<CelWorker> {
    const idle = this.idle.pop();
    if (idle) {
      idle.worker.ref();
      return idle;
    }
    if (this.count < config.customTests.workers) {
      this.count += 1;
      let worker: CelWorker | undefined;
      try {
        worker = new CelWorker();
        await worker.ready;
        return worker;
      } catch (error) {
        this.count -= 1;
        if (worker && !worker.exited) void worker.worker.terminate();
        throw error;
      }
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  release(worker: CelWorker): void {
    const next = this.waiting.shift();
    if (next) return next.resolve(worker);
    worker.worker.unref();
    this.idle.push(worker);
  }

  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.worker.terminate()));
  }

  /** Ends a worker that was stopped or died; a waiting evaluation gets a fresh one. */
  discard(worker: CelWorker): void {
    if (!worker.exited) void worker.worker.terminate();
    this.count -= 1;
    const next = this.waiting.shift();
    if (next) this.acquire().then(next.resolve, next.reject);
  }
}

let shared: CelPool | undefined;
const pool = () => (shared ??= new CelPool());

/** Ends the idle workers (tests changing the bounds, a server shutting down); the next evaluation starts fresh ones. */
export async function closeCelWorkers(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
