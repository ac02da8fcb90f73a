/**
 * Whether the browser that sent `request` can keep a Secure cookie: it reached us over https (as the proxy reports
 * in X-Forwarded-Proto), or over plain http on localhost, which browsers treat as a secure context. Route files pass
 * the answer to services that set a cookie (the auditor portal's); services never read the request.
 */
export function canKeepSecureCookie(request: Request): boolean {
  const headers = request.headers;
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "").replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  const proto = (headers.get("x-forwarded-proto") ?? "http").split(",")[0].trim();
  const local = host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1";
  return proto === "https" || local;
}
