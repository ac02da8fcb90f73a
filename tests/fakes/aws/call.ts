import { AwsFault, type Service } from "./protocol";
import type { FakeAccount } from "./state";

/** One signed request, routed: what every service handler gets. */
export interface Call {
  service: Service;
  /** The region of the SigV4 credential scope: the region the client was made for. */
  region: string;
  operation: string;
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form parameters of a query-protocol request (Action, Version and the input members). */
  form: URLSearchParams;
  /** The body of a JSON-protocol request. */
  json: Record<string, unknown>;
  accessKeyId: string;
  /** The ARN of whoever signed (an IAM user, or an assumed-role session). */
  principal: string;
  account: FakeAccount;
  /** Items per page: the smaller of what the caller asked and the fake's cap (to make pages in tests). */
  pageSize(requested: number | undefined, fallback: number): number;
}

/** Opaque pagination tokens, as AWS's are: an offset the fake can read back and nobody else need. */
export function pageToken(offset: number, what: string): string {
  return Buffer.from(JSON.stringify({ o: offset, w: what })).toString("base64");
}

export function readPageToken(token: string | null | undefined, what: string, fault: () => AwsFault): number {
  if (!token) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { o: unknown; w: unknown };
    if (parsed.w === what && typeof parsed.o === "number" && parsed.o >= 0) return parsed.o;
  } catch {
    // fall through to the service's own answer
  }
  throw fault();
}

/** A page of `items` from `offset`, and the token of the next page when there is one. */
export function page<T>(items: T[], offset: number, size: number, what: string): { items: T[]; next?: string } {
  const end = offset + size;
  return { items: items.slice(offset, end), next: end < items.length ? pageToken(end, what) : undefined };
}

/** An integer input member, checked against the range AWS documents for it. */
export function intParam(
  raw: string | number | null | undefined,
  name: string,
  min: number,
  max: number,
  fault: (message: string) => AwsFault,
): number | undefined {
  if (raw === null || raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw fault(`Value ${raw} for parameter ${name} is invalid. It must be between ${min} and ${max}.`);
  return n;
}

export const invalidParameter = (message: string) => new AwsFault(400, "InvalidParameterValue", message);
