import { randomUUID } from "node:crypto";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: a well-formed incoming `X-Request-Id` is echoed, anything else replaced. */
export function requestIdOf(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
