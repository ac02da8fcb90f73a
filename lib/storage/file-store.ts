import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { getLogger, type Logger } from "@/lib/log";
import { StorageBreaker } from "./breaker";
import { isUnreachable, StorageUnavailableError } from "./errors";
import { assertKey } from "./keys";
import type { ObjectDriver, ObjectInfo, PresignOptions, PutResult } from "./types";

export type StorageHealth = "ok" | "down";

const HEALTH_CACHE_MS = 1_000;

/**
 * The one way to files: a driver (the local folder or a bucket) behind the rules every caller gets for free. Keys are
 * checked (ids only), writes are counted and hashed while they stream (never a whole file in memory), and a store that
 * cannot be reached becomes StorageUnavailableError (503 with Retry-After) behind a breaker, so an outage costs file
 * routes a fast 503 and nothing else.
 */
export class FileStore {
  private readonly breaker: StorageBreaker;
  private readonly log: Logger;
  private lastHealth?: { at: number; value: StorageHealth };

  constructor(
    readonly driver: ObjectDriver,
    cooldownMs: number,
  ) {
    this.log = getLogger().child({ component: "storage", driver: driver.name });
    this.breaker = new StorageBreaker(cooldownMs, (state, reason) => {
      if (state === "open") this.log.warn({ err: reason }, "file storage unreachable; file operations answer 503 until it answers again");
      else this.log.info("file storage reachable again");
    });
  }

  get driverName(): "local" | "s3" {
    return this.driver.name;
  }

  /**
   * Streams `body` into `key`, answering its size and SHA-256. The object is visible only once complete. An error of
   * `body` itself (a refused or cut upload) is thrown as is; a failure of the store is StorageUnavailableError, and
   * `body` is then destroyed (whoever feeds it must stop, see receive-upload.ts and the snapshot writer).
   */
  async put(key: string, body: Readable, options: { signal?: AbortSignal } = {}): Promise<PutResult> {
    assertKey(key);
    try {
      this.breaker.admit();
    } catch (error) {
      body.destroy();
      throw error;
    }
    const hash = createHash("sha256");
    let size = 0;
    let sourceError: unknown;
    const hasher = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    body.on("error", (error) => {
      sourceError ??= error;
      hasher.destroy(error);
    });
    // The driver learns of a failed source from the destroyed stream; the error itself is reported from `sourceError`.
    hasher.on("error", () => {});
    body.pipe(hasher);
    try {
      await this.driver.write(key, hasher, options.signal);
    } catch (error) {
      if (sourceError !== undefined) throw sourceError;
      body.unpipe(hasher);
      body.destroy();
      throw this.failed("put", error);
    }
    if (sourceError !== undefined) throw sourceError;
    this.breaker.success();
    return { size, sha256: hash.digest("hex") };
  }

  /** The object's bytes, or null when it is not there. */
  async get(key: string): Promise<Readable | null> {
    return this.guard("get", () => this.driver.read(assertKey(key)));
  }

  /**
   * A stream that opens the object only when first read: a ZIP of many files asks the store for one file at a time,
   * as the archive reaches it. A missing object is an error of the stream.
   */
  lazy(key: string): Readable {
    const open = () => this.get(key);
    return Readable.from(
      (async function* () {
        const body = await open();
        if (!body) throw new Error(`The stored object ${key} is missing.`);
        yield* body;
      })(),
      { objectMode: false },
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    return this.guard("head", () => this.driver.head(assertKey(key)));
  }

  async remove(key: string): Promise<void> {
    return this.guard("remove", () => this.driver.remove(assertKey(key)));
  }

  /** Removes each key, logging (not throwing) what could not be removed: the sweeper takes it later. Answers how many went. */
  async removeQuietly(keys: Iterable<string>): Promise<number> {
    let removed = 0;
    for (const key of keys) {
      try {
        await this.remove(key);
        removed++;
      } catch (error) {
        this.log.warn({ err: error, key }, "could not remove a stored object; the storage sweeper removes it later");
      }
    }
    return removed;
  }

  async *list(): AsyncIterable<ObjectInfo[]> {
    const pages = this.driver.list()[Symbol.asyncIterator]();
    for (;;) {
      this.breaker.admit();
      const next = await pages.next().then(
        (r) => r,
        (error: unknown) => {
          throw this.failed("list", error);
        },
      );
      if (next.done) return;
      this.breaker.success();
      yield next.value;
    }
  }

  /** A short-lived direct download URL (S3), or null where the driver serves no such thing (the local folder). */
  async presign(key: string, options: PresignOptions): Promise<string | null> {
    if (this.driver.name === "local") return null;
    // Signing needs no round trip, so ask the breaker: a URL to a bucket known to be down would only fail in the browser.
    return this.guard("presign", () => this.driver.presign(assertKey(key), options));
  }

  async removeIncomplete(before: Date): Promise<number> {
    return this.guard("removeIncomplete", () => this.driver.removeIncomplete(before));
  }

  /**
   * Health (/api/health): one cheap round trip within `timeoutMs`, at most once a second (load balancers ask often, and
   * a bucket bills requests); down at once while the breaker is open.
   */
  async health(timeoutMs: number): Promise<StorageHealth> {
    if (this.breaker.isOpen) return "down";
    if (this.lastHealth && Date.now() - this.lastHealth.at < HEALTH_CACHE_MS) return this.lastHealth.value;
    const value = await this.probe(timeoutMs);
    this.lastHealth = { at: Date.now(), value };
    return value;
  }

  private async probe(timeoutMs: number): Promise<StorageHealth> {
    const signal = AbortSignal.timeout(timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<StorageHealth>((resolve) => {
      timer = setTimeout(() => resolve("down"), timeoutMs);
    });
    const probe = this.driver.ping(signal).then(
      (): StorageHealth => "ok",
      (error: unknown): StorageHealth => {
        this.log.debug({ err: error }, "storage health probe failed");
        return "down";
      },
    );
    try {
      return await Promise.race([probe, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async guard<T>(operation: string, fn: () => Promise<T>): Promise<T> {
    this.breaker.admit();
    try {
      const result = await fn();
      this.breaker.success();
      return result;
    } catch (error) {
      throw this.failed(operation, error);
    }
  }

  private failed(operation: string, error: unknown): StorageUnavailableError {
    if (error instanceof StorageUnavailableError) return error;
    if (isUnreachable(error)) this.breaker.failure(error);
    // Not an outage (access denied, no such bucket): a misconfiguration the operator must see, answered 503 all the same.
    else this.log.error({ err: error, operation }, "file storage refused an operation");
    return new StorageUnavailableError(this.breaker.retryAfterSeconds(), { cause: error });
  }
}
