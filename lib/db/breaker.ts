import { DatabaseUnavailableError } from "./unavailable";

export type BreakerState = "closed" | "open" | "probing";

export interface BreakerOptions {
  cooldownMs: number;
  /** How long one probe may take before another request may probe instead (it hangs at most this long). */
  probeLeaseMs: number;
  now?: () => number;
  /** Called when an outage starts ("open") and when it ends ("closed"). */
  onChange?: (state: "open" | "closed", reason?: unknown) => void;
  /** Called on every failure, i.e. each time the breaker (re)opens. */
  onFailure?: () => void;
}

/**
 * A circuit breaker in front of the pool. Without it, every request during an outage waits for its
 * own connect attempt (connect_timeout) and the queue of waiters grows for the outage's whole length.
 * After a failure to reach the database it rejects queries at once for `cooldownMs`; then it lets a
 * single query through as the probe: if the probe reaches the database the breaker closes, if not it
 * opens again. Any query that succeeds closes it (the database answered).
 */
export class CircuitBreaker {
  private current: BreakerState = "closed";
  private openUntil = 0;
  private probeStartedAt = 0;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get state(): BreakerState {
    return this.current;
  }

  /** Throws DatabaseUnavailableError unless this query may run (closed, or it is the probe). */
  admit(): void {
    if (this.current === "closed") return;
    const now = this.now();
    if (this.current === "open" && now >= this.openUntil) {
      this.current = "probing";
      this.probeStartedAt = now;
      return;
    }
    if (this.current === "probing" && now - this.probeStartedAt >= this.options.probeLeaseMs) {
      this.probeStartedAt = now;
      return;
    }
    throw new DatabaseUnavailableError(this.retryAfterMs());
  }

  /** The database answered (reported once, when an outage ends). */
  success(): void {
    if (this.current === "closed") return;
    this.current = "closed";
    this.options.onChange?.("closed");
  }

  /** The database could not be reached. */
  failure(reason?: unknown): void {
    const wasClosed = this.current === "closed";
    this.current = "open";
    this.openUntil = this.now() + this.options.cooldownMs;
    // Reported once per outage, not after every failed probe.
    if (wasClosed) this.options.onChange?.("open", reason);
    this.options.onFailure?.();
  }

  /** When a client should try again: what is left of the cool-down, or one cool-down. */
  retryAfterMs(): number {
    const left = this.current === "open" ? this.openUntil - this.now() : 0;
    return left > 0 ? left : this.options.cooldownMs;
  }
}
