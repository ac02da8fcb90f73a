import type { Envelope } from "./route-spec";

/** A handler's way to choose the status (e.g. 202 for a queued run) without building a Response. */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Data already serialised to JSON (immutable catalogs), spliced into the envelope as it is. */
export class RawJson {
  private readonly encoded = new Map<Envelope, Uint8Array>();
  constructor(readonly json: string) {}

  /** The whole response body, encoded once per envelope: a large catalog is not re-encoded per request. */
  body(envelope: Envelope): Uint8Array {
    let bytes = this.encoded.get(envelope);
    if (!bytes) {
      bytes = new TextEncoder().encode(envelope === "audit" ? `{"data":${this.json}}` : `{"success":true,"data":${this.json}}`);
      this.encoded.set(envelope, bytes);
    }
    return bytes;
  }
}

export function reply<T>(data: T, status = 200, headers: Record<string, string> = {}): Reply<T> {
  return new Reply(data, status, headers);
}

/** A file name part from a title: ASCII letters, digits and dashes only, so the header needs no quoting rules. */
export function fileSlug(title: string, fallback: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 80);
  return slug || fallback;
}

/** A download (the wrapper passes a Response through): never cached, since it holds account data. */
export function attachment(body: string | Uint8Array<ArrayBuffer>, contentType: string, filename: string): Response {
  const headers: Record<string, string> = {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${filename}"`,
    "cache-control": "no-store",
  };
  if (typeof body !== "string") headers["content-length"] = String(body.byteLength);
  return new Response(body, { status: 200, headers });
}
