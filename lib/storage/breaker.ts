import { StorageUnavailableError } from "./errors";

/**
 * Fail fast while storage is out: after a failure to reach it, file operations answer 503 at once for `cooldownMs`
 * instead of each waiting out its own timeout; then calls go through again and the first success closes it. Per
 * process: every instance finds out for itself.
 */
export class StorageBreaker {
  private openUntil = 0;
  private failing = false;

  constructor(
    private readonly cooldownMs: number,
    private readonly onChange: (state: "open" | "closed", reason?: unknown) => void,
  ) {}

  get isOpen(): boolean {
    return Date.now() < this.openUntil;
  }

  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(Math.max(this.openUntil - Date.now(), this.cooldownMs) / 1000));
  }

  /** Throws StorageUnavailableError while the breaker is open. */
  admit(): void {
    if (this.isOpen) throw new StorageUnavailableError(this.retryAfterSeconds());
  }

  success(): void {
    this.openUntil = 0;
    if (!this.failing) return;
    this.failing = false;
    this.onChange("closed");
  }

  failure(reason: unknown): void {
    this.openUntil = Date.now() + this.cooldownMs;
    if (this.failing) return;
    this.failing = true;
    this.onChange("open", reason);
  }
}
