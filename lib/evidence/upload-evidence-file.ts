import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy from "busboy";
import { evidenceFiles } from "@/db/evidence";
import { requireCustomer } from "@/lib/auth/guards";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { isServiceError, ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events/record-event";
import { assertDeclaredLength, UPLOAD_BODY_LIMIT, UPLOAD_REQUEST_LIMIT } from "@/lib/http/body";
import { BAD_TEXT_MESSAGE, findBadText, isStorableText } from "@/lib/http/text-guard";
import { ALLOWED_TYPE_LIST, ALLOWED_TYPES, resolveContentType } from "./file-types";

export function fileUrl(fileId: string): string {
  return `${config.appUrl}/api/v1/evidence/files/${fileId}`;
}

interface Received {
  tmpPath: string;
  filename: string;
  declaredType?: string;
  size: number;
  sha256: string;
  head: Buffer;
}

/**
 * Streams one multipart `file` (≤ 10 MiB) to disk under DATA_DIR while hashing it, checks its type
 * against the allow-list by declaration and by its first bytes, then records it. Nothing is kept
 * when any check fails.
 */
export async function uploadEvidenceFile(ctx: Ctx, request: Request) {
  const { userId, accountId } = requireCustomer(ctx);
  // The limit is on the file; the request may carry the multipart envelope on top of it.
  assertDeclaredLength(request, UPLOAD_REQUEST_LIMIT);
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw new ServiceError("unsupported_media_type", "Send the file as multipart/form-data with a `file` field.");
  }
  if (!request.body) throw ServiceError.validation([{ path: "file", message: "Required" }]);
  const accountDir = path.join(config.uploadDir, accountId);
  await fs.promises.mkdir(accountDir, { recursive: true });
  const received = await receive(request, contentType, accountDir);
  try {
    const type = resolveContentType(received.declaredType, received.filename);
    if (!type) {
      throw ServiceError.validation([{ path: "file", message: `Unsupported file type; allowed: ${ALLOWED_TYPE_LIST.join(", ")}` }]);
    }
    if (!ALLOWED_TYPES[type].sniff(received.head)) {
      throw ServiceError.validation([{ path: "file", message: `The file's content is not ${type}` }]);
    }
    if (received.size === 0) throw ServiceError.validation([{ path: "file", message: "The file is empty" }]);
    const id = randomUUID();
    const storageKey = path.join(accountId, id);
    await fs.promises.rename(received.tmpPath, path.join(config.uploadDir, storageKey));
    const row = await ctx.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(evidenceFiles)
        .values({ id, accountId, uploadedBy: userId, filename: received.filename, contentType: type, size: received.size, sha256: received.sha256, storageKey, createdAt: ctx.now() })
        .returning();
      await recordEvent(tx, ctx, { accountId, action: "evidence_file.uploaded", targetType: "evidence_file", targetId: id, details: { filename: file.filename, size: file.size, sha256: file.sha256 } });
      return file;
    });
    return { id: row.id, url: fileUrl(row.id), sha256: row.sha256, size: row.size, contentType: row.contentType, filename: row.filename };
  } catch (error) {
    await fs.promises.rm(received.tmpPath, { force: true });
    throw error;
  }
}

const malformed = () => new ServiceError("validation_failed", "The multipart body is malformed.", [{ path: "file", message: "Malformed multipart body" }]);
const fileTooLarge = () => new ServiceError("payload_too_large", "The file is larger than 10 MiB.", { limit: UPLOAD_BODY_LIMIT });

/**
 * Streams the `file` part to a temporary file. Settles only once that file is complete or removed,
 * so a refused upload leaves nothing behind when the answer goes out.
 */
function receive(request: Request, contentType: string, dir: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: { "content-type": contentType },
        // Browsers send file names as raw UTF-8; busboy would otherwise read them as Latin-1.
        defParamCharset: "utf8",
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
    busboy.on("field", (name, value) => {
      const issues = findBadText({ [name]: value });
      if (issues.length > 0) fail(ServiceError.validation(issues));
    });
    busboy.on("file", (field, stream, info) => {
      if (field !== "file" || pending) {
        stream.resume();
        return;
      }
      if (!isStorableText(info.filename ?? "")) {
        fail(ServiceError.validation([{ path: "file", message: `The file name: ${BAD_TEXT_MESSAGE}` }]));
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
      const filename = path.basename(info.filename || "upload").slice(0, 255) || "upload";
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
    busboy.on("error", () => fail(malformed()));
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
        if (!result) return reject(ServiceError.validation([{ path: "file", message: "Required" }]));
        resolve(result);
      } catch (error) {
        reject(error);
      }
    });
    // A chunked body declares no length: count what arrives, so the request as a whole stays bounded.
    let total = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > UPLOAD_REQUEST_LIMIT) {
          fail(fileTooLarge());
          return callback(failure);
        }
        callback(null, chunk);
      },
    });
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
    // Any failure destroys busboy (and with it the file stream), so `close` above always runs.
    pipeline(source, cap, busboy).catch(() => fail(malformed()));
  });
}
