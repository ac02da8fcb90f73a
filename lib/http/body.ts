import { Readable } from "node:stream";
import { ServiceError } from "@/lib/errors";
import { assertStorableText } from "@/lib/schemas/text-guard";

export const JSON_BODY_LIMIT = 1024 * 1024;
export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
/** Framework imports: NIST's whole SP 800-53 catalog as OSCAL JSON (about 10 MiB with its assessment parts) fits. */
export const FRAMEWORK_IMPORT_BODY_LIMIT = 16 * 1024 * 1024;
/** The largest evidence FILE, inclusive: a file of exactly this many bytes is accepted. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;
/**
 * The cap on a whole upload REQUEST: the multipart envelope (boundaries, part headers, a long file
 * name) is larger than the file it carries, so the request may exceed the file limit by this much.
 */
export const MULTIPART_OVERHEAD_LIMIT = 64 * 1024;
export const UPLOAD_REQUEST_LIMIT = UPLOAD_BODY_LIMIT + MULTIPART_OVERHEAD_LIMIT;

function tooLarge(limit: number): ServiceError {
  return new ServiceError("payload_too_large", `The request body is larger than ${Math.round(limit / 1024)} KiB.`, { limit });
}

/** Refuses a declared Content-Length over the limit before reading anything. */
export function assertDeclaredLength(request: Request, limit: number): void {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
}

/** Reads the body as bytes, stopping as soon as it passes the limit (a chunked body has no length). */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array> {
  assertDeclaredLength(request, limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A body the wrapper read but did not parse (a signed webhook): the exact bytes and the request's headers. */
export interface RawBytes {
  bytes: Uint8Array;
  headers: Headers;
}

/**
 * A body too large to hold (an upload), as a stream the service consumes once. The wrapper has
 * refused a declared length over the limit; a body that declares none errors with 413
 * `payload_too_large` once it passes the limit. `stream` is null when the request has no body.
 */
export interface RawStream {
  headers: Headers;
  stream: Readable | null;
}

/** The request's body as a Node stream that stops (and cancels the request body) past `limit` bytes. */
export function streamBodyLimited(request: Request, limit: number): RawStream {
  assertDeclaredLength(request, limit);
  if (!request.body) return { headers: request.headers, stream: null };
  const reader = request.body.getReader();
  async function* limited() {
    let total = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.byteLength;
        if (total > limit) throw tooLarge(limit);
        yield Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      }
    } finally {
      // Past the limit, or the consumer stopped early: read nothing more of the request.
      await reader.cancel().catch(() => {});
    }
  }
  return { headers: request.headers, stream: Readable.from(limited(), { objectMode: false }) };
}

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(";")[0].trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * Parses a JSON body. An empty body reads as `{}` so that validation can name every required field;
 * a body with another content type is 415; unparseable text is 400 invalid_json; a string or key
 * that PostgreSQL cannot store (NUL, lone surrogate, at any depth) is 400 validation_failed naming it.
 */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const bytes = await readBodyLimited(request, limit);
  if (bytes.byteLength === 0) return {};
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new ServiceError("unsupported_media_type", "Send the body as application/json.");
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new ServiceError("invalid_json", "The request body is not valid UTF-8.");
  }
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ServiceError("invalid_json", `The request body is not valid JSON: ${(error as Error).message}`);
  }
  assertStorableText(value);
  return value;
}
