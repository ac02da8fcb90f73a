import { randomUUID } from "node:crypto";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: a well-formed incoming `X-Request-Id` is echoed, anything else replaced. */
export function requestIdOf(request: Request): string {
  return requestIdFrom(request.headers.get("x-request-id"));
}

/** The same rule for a raw header value (node:http gives a string, or an array when repeated). */
export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
