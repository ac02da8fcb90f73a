import type { IncomingMessage, ServerResponse } from "node:http";
import { ServiceError } from "@/lib/errors";
import { getLogger } from "@/lib/log";
import { requestIdFrom } from "./request-id";
import { errorResponse } from "./respond";
import { hstsHeaders } from "./security-headers";

/**
 * The path of a request target, still percent-encoded: origin-form (`/a/b?c`) or absolute-form
 * (`http://host/a/b?c`, which proxies may send).
 */
export function rawPathOf(target: string): string {
  const withoutOrigin = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  const end = withoutOrigin.search(/[?#]/);
  return (end === -1 ? withoutOrigin : withoutOrigin.slice(0, end)) || "/";
}

/**
 * Whether every `%XX` escape of the path decodes to UTF-8 text. Next's router decodes each segment
 * with decodeURIComponent and, when that throws (`%ZZ`, a truncated `%E2%82`, an overlong `%C0%80`,
 * an encoded lone surrogate `%ED%A0%80`), answers a plain-text 500 before any route code runs.
 */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Runs in the HTTP server before the request reaches Next. Answers a path Next cannot decode itself —
 * under /api/ with the API's 404 envelope (docs/api.md §1) (the path names no resource), elsewhere with a plain
 * 400 — both with an X-Request-Id. Returns true when it has answered; the caller then stops.
 * Malformed query strings need nothing here: URLSearchParams keeps `%ZZ` literally, and the route's
 * schema judges the value.
 */
export function guardRawRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const path = rawPathOf(req.url ?? "/");
  if (isDecodablePath(path)) return false;
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  const log = getLogger();
  const response = isApiPath(path)
    ? errorResponse(new ServiceError("not_found", "No API route matches this path."), requestId, log)
    : new Response("Bad Request: the URL path is not valid percent-encoded UTF-8.\n", {
        status: 400,
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
          "x-request-id": requestId,
          ...hstsHeaders(),
        },
      });
  if (log.isLevelEnabled("info")) {
    log.info({ requestId, method: req.method, path: path.slice(0, 512), status: response.status }, "request refused: undecodable path");
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  // The body is already in memory; reading it is asynchronous only in form.
  void response.arrayBuffer().then(
    (body) => res.end(Buffer.from(body)),
    () => res.end(),
  );
  return true;
}
