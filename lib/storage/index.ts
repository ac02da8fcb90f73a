// File storage: the one module every file goes through (docs/DEVELOPING.md "Files go through lib/storage").
import "server-only";
import { config } from "@/lib/config";
import { FileStore } from "./file-store";
import { LocalDriver } from "./local-driver";
import { S3Driver } from "./s3-driver";

export { FileStore, type StorageHealth } from "./file-store";
export { StorageUnavailableError } from "./errors";
export { assertKey, fileKey, isKey } from "./keys";
export type { ObjectInfo, PresignOptions, PutResult } from "./types";

type Holder = { store?: FileStore; signature?: string };
const globalKey = Symbol.for("compliance-platform.storage");

/** The configuration a store is built from, as one string: a changed environment (tests, the migrate command) gets a new store. */
function signature(driver: "local" | "s3"): string {
  if (driver === "local") return JSON.stringify(["local", config.uploadDir, config.storage.breakerCooldownMs]);
  const s3 = config.storage.s3;
  return JSON.stringify([
    "s3",
    s3.bucket,
    s3.region,
    s3.endpoint,
    s3.forcePathStyle,
    s3.prefix,
    s3.sse,
    s3.kmsKeyId,
    s3.connectTimeoutMs,
    s3.requestTimeoutMs,
    config.storage.breakerCooldownMs,
  ]);
}

/** A store for the given driver from the current configuration (STORAGE_DRIVER's by default). */
export function storeFor(driver: "local" | "s3"): FileStore {
  const cooldown = config.storage.breakerCooldownMs;
  if (driver === "local") return new FileStore(new LocalDriver(config.uploadDir), cooldown);
  const s3 = config.storage.s3;
  return new FileStore(
    new S3Driver({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      prefix: s3.prefix,
      sse: s3.sse,
      kmsKeyId: s3.kmsKeyId,
      connectTimeoutMs: s3.connectTimeoutMs,
      requestTimeoutMs: s3.requestTimeoutMs,
    }),
    cooldown,
  );
}

/**
 * The configured store (STORAGE_DRIVER), one per process: its breaker and its S3 connections are shared by every
 * request. Kept on globalThis, since Next bundles route handlers separately and they must share one breaker.
 */
export function fileStore(): FileStore {
  const holder = globalThis as { [globalKey]?: Holder };
  const state = (holder[globalKey] ??= {});
  const driver = config.storage.driver;
  const wanted = signature(driver);
  if (!state.store || state.signature !== wanted) {
    state.store = storeFor(driver);
    state.signature = wanted;
  }
  return state.store;
}

/** Whether downloads redirect to presigned URLs (S3_PRESIGNED_DOWNLOADS with the s3 driver), and for how long a URL lives. */
export function presignedDownloads(): { ttlSeconds: number } | null {
  if (config.storage.driver !== "s3" || !config.storage.s3.presignedDownloads) return null;
  return { ttlSeconds: config.storage.s3.presignedTtlSeconds };
}
