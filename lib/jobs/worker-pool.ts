import type { Logger } from "@/lib/log";

export interface WorkerPoolOptions<T> {
  /** Items worked on at once by this pool. */
  concurrency: number;
  /**
   * Takes up to `free` items for this pool, exclusively (a lease in the database). May answer fewer,
   * e.g. when the rest of the due work belongs to owners already at their own limit.
   */
  claim: (free: number) => Promise<T[]>;
  /** Works one item; a thrown error is logged and the slot freed. */
  work: (item: T) => Promise<unknown>;
  log: Logger;
  name: string;
}

/**
 * Claims work as slots free up instead of in batches: when one item finishes, its slot is filled at
 * once, so a slow item costs one slot, never the pool. Fills are serialized (one claim query at a
 * time); a fill asked for during a fill runs once more after it.
 */
export class WorkerPool<T> {
  private inFlight = 0;
  private filling: Promise<number> | null = null;
  private again = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WorkerPoolOptions<T>) {}

  get busy(): number {
    return this.inFlight;
  }

  /** Claims until the pool is full or nothing more can be claimed; answers how many items it started. */
  fill(): Promise<number> {
    if (this.filling) {
      this.again = true;
      return this.filling;
    }
    this.filling = this.claimLoop().finally(() => {
      this.filling = null;
    });
    return this.filling;
  }

  private async claimLoop(): Promise<number> {
    let started = 0;
    do {
      this.again = false;
      while (!this.closed && this.inFlight < this.options.concurrency) {
        const free = this.options.concurrency - this.inFlight;
        const items = await this.options.claim(free);
        for (const item of items) this.start(item);
        started += items.length;
        if (items.length < free) break;
      }
    } while (this.again && !this.closed);
    return started;
  }

  private start(item: T): void {
    this.inFlight++;
    void this.options
      .work(item)
      .catch((error) => this.options.log.error({ err: error, pool: this.options.name }, "job failed unexpectedly"))
      .finally(() => {
        this.inFlight--;
        if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
        if (!this.closed) this.fill().catch((error) => this.options.log.error({ err: error, pool: this.options.name }, "job claim failed"));
      });
  }

  /** Resolves when nothing is in flight. */
  idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Claims nothing more and waits for the items in flight. */
  async close(): Promise<void> {
    this.closed = true;
    await this.filling?.catch(() => undefined);
    await this.idle();
  }
}
