import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy from "busboy";
import { evidenceFiles } from "@/db/evidence";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { isServiceError, ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { type RawStream, UPLOAD_BODY_LIMIT } from "@/lib/http/body";
import { BAD_TEXT_MESSAGE, findBadText, isStorableText } from "@/lib/schemas/text-guard";
import { fileNameProblem, NO_FILE_NAME } from "./file-name";
import { storedContentType } from "./file-types";

export function fileUrl(fileId: string): string {
  return `${config.appUrl}/api/v1/evidence/files/${fileId}`;
}

/** A received file that passed every check, still in its temporary place until `keepUpload`. */
export interface ReceivedUpload {
  tmpPath: string;
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
  tmpPath: string;
  filename: string;
  declaredType?: string;
  size: number;
  sha256: string;
  head: Buffer;
}

/**
 * Streams one multipart `file` (≤ 10 MiB, any type, not empty, a usable name) to a temporary file under DATA_DIR
 * while hashing it, and decides the type it is stored with from its declaration and first bytes (file-types.ts).
 * Nothing stays on disk when any check fails; on success the caller must `keepUpload` or `discardUpload` it.
 */
export async function receiveUpload(accountId: string, input: RawStream, earlyCheck?: EarlyFieldCheck): Promise<ReceivedUpload> {
  const contentType = input.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new ServiceError("unsupported_media_type", "Send the file as multipart/form-data with a `file` field.");
  }
  if (!input.stream) throw ServiceError.validation([{ path: "file", message: "Required" }]);
  const accountDir = path.join(config.uploadDir, accountId);
  await fs.promises.mkdir(accountDir, { recursive: true });
  const fields: Record<string, string> = {};
  const received = await receive(input.stream, contentType, accountDir, fields, earlyCheck);
  try {
    if (received.size === 0) throw ServiceError.validation([{ path: "file", message: "The file is empty." }]);
    const type = storedContentType(received.declaredType, received.filename, received.head);
    return { tmpPath: received.tmpPath, filename: received.filename, contentType: type, size: received.size, sha256: received.sha256, fields };
  } catch (error) {
    await fs.promises.rm(received.tmpPath, { force: true });
    throw error;
  }
}

export async function discardUpload(upload: ReceivedUpload): Promise<void> {
  await fs.promises.rm(upload.tmpPath, { force: true });
}

/**
 * Moves the checked file into place and records its row (with its event) in the caller's transaction.
 * Call it last in the transaction: if the transaction fails, `removeKept` takes the bytes away again.
 */
export async function keepUpload(tx: DbOrTx, ctx: Ctx, accountId: string, userId: string | null, upload: ReceivedUpload) {
  const id = randomUUID();
  const storageKey = path.join(accountId, id);
  const [file] = await tx
    .insert(evidenceFiles)
    .values({
      id,
      accountId,
      uploadedBy: userId,
      filename: upload.filename,
      contentType: upload.contentType,
      size: upload.size,
      sha256: upload.sha256,
      storageKey,
      createdAt: ctx.now(),
    })
    .returning();
  await recordEvent(tx, ctx, {
    accountId,
    action: "evidence_file.uploaded",
    targetType: "evidence_file",
    targetId: id,
    details: { filename: file.filename, size: file.size, sha256: file.sha256 },
  });
  await fs.promises.rename(upload.tmpPath, path.join(config.uploadDir, storageKey));
  return file;
}

/** Undoes `keepUpload`'s move after its transaction failed (and the temporary file, if still there). */
export async function removeKept(upload: ReceivedUpload, storageKey: string | undefined): Promise<void> {
  await discardUpload(upload);
  if (storageKey) await fs.promises.rm(path.join(config.uploadDir, storageKey), { force: true });
}

const malformed = () => new ServiceError("validation_failed", "The multipart body is malformed.", [{ path: "file", message: "Malformed multipart body" }]);
const fileTooLarge = () => new ServiceError("payload_too_large", "The file is larger than 10 MiB.", { limit: UPLOAD_BODY_LIMIT });
/**
 * A request past the wrapper's cap (route bodyLimit: the file limit plus the multipart envelope) can
 * only be one whose file is too large, or one padded with parts we skip: either way, the file's 413.
 */
const streamFailure = (error: unknown) => (isServiceError(error) && error.code === "payload_too_large" ? fileTooLarge() : malformed());

/**
 * Streams the `file` part to a temporary file, collecting the text fields into `fields`. Settles only
 * once that file is complete or removed, so a refused upload leaves nothing behind when the answer goes out.
 */
function receive(source: Readable, contentType: string, dir: string, fields: Record<string, string>, earlyCheck?: EarlyFieldCheck): Promise<Received> {
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
      const tmpPath = path.join(dir, `.upload-${randomUUID()}`);
      const hash = createHash("sha256");
      let size = 0;
      let head = Buffer.alloc(0);
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        hash.update(chunk);
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      });
      stream.on("limit", () => fail(fileTooLarge()));
      const filename = (info.filename ?? "").trim();
      pending = pipeline(stream, fs.createWriteStream(tmpPath, { mode: 0o600 })).then(
        () => ({ tmpPath, filename, declaredType: info.mimeType, size, sha256: hash.digest("hex"), head }),
        async (error: unknown) => {
          await fs.promises.rm(tmpPath, { force: true });
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
          if (result) await fs.promises.rm(result.tmpPath, { force: true });
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
