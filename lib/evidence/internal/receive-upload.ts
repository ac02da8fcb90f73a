import { randomUUID } from "node:crypto";
import { finished, PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy from "busboy";
import { evidenceFiles } from "@/db/evidence";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { isServiceError, ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { type RawStream, UPLOAD_BODY_LIMIT } from "@/lib/http/body";
import { fileKey, fileStore } from "@/lib/storage";
import { BAD_TEXT_MESSAGE, findBadText, isStorableText } from "@/lib/schemas/text-guard";
import { fileNameProblem, NO_FILE_NAME } from "./file-name";
import { storedContentType } from "./file-types";

export function fileUrl(fileId: string): string {
  return `${config.appUrl}/api/v1/evidence/files/${fileId}`;
}

/**
 * A received file that passed every check, already stored under its own key (ids only) but not yet referred to by any
 * row: `keepUpload` records the row, `discardUpload` removes the object (and the storage sweeper removes what a crash
 * left, once a day old).
 */
export interface ReceivedUpload {
  fileId: string;
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The multipart text fields, by name. */
  fields: Record<string, string>;
}

/** Checks the text fields that arrived before the file; an error stops the upload before any byte is written. */
export type EarlyFieldCheck = (fields: Record<string, string>) => ServiceError | undefined;

interface Received {
  fileId: string;
  storageKey: string;
  filename: string;
  declaredType?: string;
  size: number;
  sha256: string;
  head: Buffer;
}

/**
 * Streams one multipart `file` (≤ 10 MiB, any type, not empty, a usable name) into storage while hashing it, and
 * decides the type it is stored with from its declaration and first bytes (file-types.ts). The object is written
 * before any row refers to it; nothing stays stored when any check fails. On success the caller must `keepUpload` or
 * `discardUpload` it. Storage being unreachable is 503 (StorageUnavailableError).
 */
export async function receiveUpload(accountId: string, input: RawStream, earlyCheck?: EarlyFieldCheck): Promise<ReceivedUpload> {
  const contentType = input.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new ServiceError("unsupported_media_type", "Send the file as multipart/form-data with a `file` field.");
  }
  if (!input.stream) throw ServiceError.validation([{ path: "file", message: "Required" }]);
  const fields: Record<string, string> = {};
  const received = await receive(input.stream, accountId, contentType, fields, earlyCheck);
  try {
    if (received.size === 0) throw ServiceError.validation([{ path: "file", message: "The file is empty." }]);
    const type = storedContentType(received.declaredType, received.filename, received.head);
    return {
      fileId: received.fileId,
      storageKey: received.storageKey,
      filename: received.filename,
      contentType: type,
      size: received.size,
      sha256: received.sha256,
      fields,
    };
  } catch (error) {
    await fileStore().removeQuietly([received.storageKey]);
    throw error;
  }
}

/** Removes an upload's object after a refusal or a failed transaction (outside any transaction). Never throws. */
export async function discardUpload(upload: { storageKey: string }): Promise<void> {
  await fileStore().removeQuietly([upload.storageKey]);
}

/**
 * Records the stored file's row (with its event) in the caller's transaction. The bytes are already in storage; if the
 * transaction fails, the caller calls `discardUpload` after it.
 */
export async function keepUpload(
  tx: DbOrTx,
  ctx: Ctx,
  accountId: string,
  userId: string | null,
  upload: Omit<ReceivedUpload, "fields"> & { fields?: Record<string, string> },
) {
  const [file] = await tx
    .insert(evidenceFiles)
    .values({
      id: upload.fileId,
      accountId,
      uploadedBy: userId,
      filename: upload.filename,
      contentType: upload.contentType,
      size: upload.size,
      sha256: upload.sha256,
      storageKey: upload.storageKey,
      createdAt: ctx.now(),
    })
    .returning();
  await recordEvent(tx, ctx, {
    accountId,
    action: "evidence_file.uploaded",
    targetType: "evidence_file",
    targetId: file.id,
    details: { filename: file.filename, size: file.size, sha256: file.sha256 },
  });
  return file;
}

/** A new file's id and where its bytes go, chosen before they are written (the row that refers to them comes after). */
export function newStoredFile(accountId: string): { fileId: string; storageKey: string } {
  const fileId = randomUUID();
  return { fileId, storageKey: fileKey(accountId, fileId) };
}

const malformed = () => new ServiceError("validation_failed", "The multipart body is malformed.", [{ path: "file", message: "Malformed multipart body" }]);
const fileTooLarge = () => new ServiceError("payload_too_large", "The file is larger than 10 MiB.", { limit: UPLOAD_BODY_LIMIT });
/**
 * A request past the wrapper's cap (route bodyLimit: the file limit plus the multipart envelope) can
 * only be one whose file is too large, or one padded with parts we skip: either way, the file's 413.
 */
const streamFailure = (error: unknown) => (isServiceError(error) && error.code === "payload_too_large" ? fileTooLarge() : malformed());

/**
 * Streams the `file` part into storage, collecting the text fields into `fields`. Settles only once that object is
 * complete or gone, so a refused upload leaves nothing behind when the answer goes out.
 */
function receive(source: Readable, accountId: string, contentType: string, fields: Record<string, string>, earlyCheck?: EarlyFieldCheck): Promise<Received> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: { "content-type": contentType },
        // Browsers send file names as raw UTF-8; busboy would otherwise read them as Latin-1.
        defParamCharset: "utf8",
        // The name as sent: a path in it is refused (file-name.ts), not quietly cut to its last segment.
        preservePath: true,
        // One byte over the limit: busboy reports `limit` on REACHING fileSize, and a file of exactly
        // UPLOAD_BODY_LIMIT bytes is allowed.
        limits: { files: 1, fileSize: UPLOAD_BODY_LIMIT + 1, fields: 10, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(malformed());
      return;
    }
    let pending: Promise<Received | undefined> | undefined;
    let failure: ServiceError | undefined;
    const fail = (error: ServiceError) => {
      failure ??= error;
    };
    busboy.on("field", (name, value, info) => {
      const issues = findBadText({ [name]: value });
      // busboy reads a part without a file name as a text field.
      if (name === "file") fail(ServiceError.validation([{ path: "file", message: NO_FILE_NAME }]));
      else if (issues.length > 0) fail(ServiceError.validation(issues));
      else if (info.valueTruncated) fail(ServiceError.validation([{ path: name, message: "Too long" }]));
      else fields[name] = value;
    });
    busboy.on("file", (field, stream, info) => {
      if (field !== "file" || pending) {
        stream.resume();
        return;
      }
      // Fields sent before the file are checked now: a bad one stops the upload before any byte is stored.
      const early = failure ?? earlyCheck?.(fields);
      if (early) fail(early);
      const nameProblem = isStorableText(info.filename ?? "") ? fileNameProblem(info.filename) : `The file name: ${BAD_TEXT_MESSAGE}`;
      if (early || nameProblem) {
        if (nameProblem) fail(ServiceError.validation([{ path: "file", message: nameProblem }]));
        stream.resume();
        pending = Promise.resolve(undefined);
        return;
      }
      const { fileId, storageKey } = newStoredFile(accountId);
      let head = Buffer.alloc(0);
      // Busboy's own stream must always be read to its end (or busboy never finishes the form), so the store reads a
      // copy of it that can be cut: on the size limit the copy fails, the upload is abandoned and nothing is stored.
      const body = new PassThrough();
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      });
      stream.on("limit", () => {
        fail(fileTooLarge());
        stream.unpipe(body);
        body.destroy(fileTooLarge());
        stream.resume();
      });
      stream.pipe(body);
      // A request cut short ends busboy's stream with an error that pipe() does not pass on: the copy must fail too.
      finished(stream, (error) => {
        if (error) body.destroy(error);
      });
      const filename = (info.filename ?? "").trim();
      pending = fileStore()
        .put(storageKey, body)
        .then(
          (stored) => ({ fileId, storageKey, filename, declaredType: info.mimeType, size: stored.size, sha256: stored.sha256, head }),
          (error: unknown) => {
            // The store gave up (and closed `body`): the rest of the file is read and dropped so the form still ends.
            stream.unpipe(body);
            stream.resume();
            throw error;
          },
        );
      // Observed here so that a failure before `close` is not an unhandled rejection.
      pending.catch(() => {});
    });
    // The capped request stream's 413 reaches busboy as its error (pipeline below destroys it with it).
    busboy.on("error", (error) => fail(streamFailure(error)));
    busboy.on("close", async () => {
      try {
        const result = await pending?.catch((error: unknown) => {
          fail(isServiceError(error) ? error : malformed());
          return undefined;
        });
        if (failure) {
          if (result) await fileStore().removeQuietly([result.storageKey]);
          return reject(failure);
        }
        if (!result) return reject(ServiceError.validation([{ path: "file", message: NO_FILE_NAME }]));
        resolve(result);
      } catch (error) {
        reject(error);
      }
    });
    // Any failure destroys busboy (and with it the file stream), so `close` above always runs.
    pipeline(source, busboy).catch((error: unknown) => fail(streamFailure(error)));
  });
}
