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
