import https from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import { isIP, type LookupFunction } from "node:net";
import { assertPublicHost, guardedLookup } from "@/lib/net/ssrf-guard";
import type { ProbeOptions } from "./probe";

const MAX_REDIRECTS = 5;

export interface SecurityHeaders {
  status: number;
  /** The URL whose response the headers are from, after redirects. */
  finalUrl: string;
  strictTransportSecurity: string | null;
  contentSecurityPolicy: string | null;
  xFrameOptions: string | null;
  xContentTypeOptions: string | null;
  referrerPolicy: string | null;
}

const one = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
};

function head(url: URL, options: ProbeOptions): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host,
        port: Number(url.port || 443),
        path: `${url.pathname}${url.search}`,
        method: "GET",
        servername: isIP(host) ? undefined : host,
        lookup: guardedLookup(options.allowPrivateTargets) as unknown as LookupFunction,
        ca: options.ca,
        // The certificate has tests of its own; the headers are read whatever it is.
        rejectUnauthorized: false,
        checkServerIdentity: () => undefined,
        agent: false,
        signal: options.signal,
        timeout: options.timeoutMs,
        headers: { "user-agent": "compliance-monitor (security header check)", accept: "text/html,*/*;q=0.8" },
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        res.destroy();
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error(`no response within ${options.timeoutMs} ms`), { code: "ETIMEDOUT" })));
    req.on("error", reject);
    req.end();
  });
}

/**
 * The security headers of a GET to the URL, following up to 5 redirects that stay on HTTPS (each target
 * checked against the SSRF rule); a redirect to plain HTTP is not followed, and its own headers are judged.
 */
export async function fetchSecurityHeaders(start: string, options: ProbeOptions): Promise<SecurityHeaders> {
  let url = new URL(start);
  for (let hop = 0; ; hop++) {
    await assertPublicHost(url.hostname, options.allowPrivateTargets);
    const { status, headers } = await head(url, options);
    const location = one(headers, "location");
    const next = status >= 300 && status < 400 && location ? new URL(location, url) : null;
    if (!next || next.protocol !== "https:" || hop === MAX_REDIRECTS) {
      return {
        status,
        finalUrl: url.toString(),
        strictTransportSecurity: one(headers, "strict-transport-security"),
        contentSecurityPolicy: one(headers, "content-security-policy"),
        xFrameOptions: one(headers, "x-frame-options"),
        xContentTypeOptions: one(headers, "x-content-type-options"),
        referrerPolicy: one(headers, "referrer-policy"),
      };
    }
    url = next;
  }
}
