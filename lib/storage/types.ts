import type { Readable } from "node:stream";

/** What a finished write stored: counted and hashed while the bytes went by. */
export interface PutResult {
  size: number;
  sha256: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

export interface PresignOptions {
  /** The type and disposition the bucket answers with (S3's response-content-* overrides). */
  contentType: string;
  contentDisposition: string;
  expiresInSeconds: number;
}

/**
 * One place files live. Keys are ours only (`<accountId>/<fileId>`, lib/storage/keys.ts): never a name a person chose.
 * Writes are whole or nothing: an object becomes visible only once every byte is stored (a rename into place, a completed
 * multipart upload), so a failed or interrupted write leaves nothing a reader can see.
 */
export interface ObjectDriver {
  readonly name: "local" | "s3";
  /** Stores the stream under `key`; resolves once the object is complete and visible. */
  write(key: string, body: Readable, signal?: AbortSignal): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  read(key: string): Promise<Readable | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Idempotent: deleting what is not there is fine. */
  remove(key: string): Promise<void>;
  /** Every object, page by page (never the whole listing in memory). */
  list(): AsyncIterable<ObjectInfo[]>;
  /** A short-lived URL that downloads the object directly, or null where the driver has none (the local folder). */
  presign(key: string, options: PresignOptions): Promise<string | null>;
  /** One cheap round trip: the bucket (or folder) answers. */
  ping(signal: AbortSignal): Promise<void>;
  /** Removes writes that never finished (temporary files, incomplete multipart uploads) started before `before`. */
  removeIncomplete(before: Date): Promise<number>;
}
