import { NextResponse, type NextRequest } from "next/server";
import { config as appConfig } from "@/lib/config";
import { contentSecurityPolicy, hstsHeaders } from "@/lib/http/security-headers";

/**
 * Pages only (see `config.matcher`): a fresh CSP nonce per request. Next reads the nonce from the
 * request's Content-Security-Policy header and puts it on its own scripts, so the pages render
 * dynamically (the root layout waits for the request). The API sets its headers in lib/http and
 * never passes through here, so upload and webhook bodies are not buffered by the proxy.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const policy = contentSecurityPolicy(nonce, {
    development: process.env.NODE_ENV === "development",
    https: appConfig.appUrl.startsWith("https://"),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  for (const [key, value] of Object.entries(hstsHeaders())) response.headers.set(key, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Everything but the API and Next's static assets; prefetches carry no HTML to protect.
      source: "/((?!api/|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
