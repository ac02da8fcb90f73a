import { config } from "@/lib/config";

/** Two years, the preload list's expectation; subdomains too, since cookies are host-wide anyway. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/**
 * Strict-Transport-Security, sent on pages and API responses alike when the public origin is https
 * (read per response: the launcher and tests set APP_URL after import), and on every answer the server's own TLS
 * listener gives (`overTls`: the request came in over TLS, where the header is meaningful). Over plain http the header
 * means nothing to browsers, and pinning a development host to https would only lock it out.
 */
export function hstsHeaders(overTls = false): Record<string, string> {
  return overTls || config.appUrl.startsWith("https://") ? { "strict-transport-security": HSTS_VALUE } : {};
}

/**
 * The pages' Content-Security-Policy for one response. Scripts run only with this response's nonce
 * (Next puts it on its own scripts when it finds it in the request's CSP header), or when loaded by
 * such a script ('strict-dynamic': the Swagger UI bundle on /docs). No 'unsafe-inline' for scripts;
 * 'unsafe-eval' only in development, where React rebuilds server error stacks with eval. Inline
 * styles stay allowed: React's style attributes and Swagger UI need them, and they cannot run code.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
